import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers/app-providers';
import { appRoutes } from '../app/routes';

/** The whole app (routes, providers) at `path`, without the health and idle watchers. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders watchers={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
