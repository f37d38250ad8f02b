import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { forgetServerRenderPayload } from '../shared/ssr/payload';
import { AppProviders } from './providers/app-providers';
import { createAppRouter, type AppRouter } from './router';

/** The app; `router` is given when it takes over a page the server rendered. */
export function App({ router: given }: { readonly router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  useEffect(() => {
    // The server's answers were for the first view only: later pages ask for their own.
    forgetServerRenderPayload();
    // The page works from here on (public/paint-first.js holds a form's submission until then).
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
