import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { i18n, loadNamespaces } from '../shared/i18n/i18n';
import { nextTask } from '../shared/scheduling/next-task';
import { getToken } from '../shared/session/session-store';
import { forgetServerRenderPayload, serverRenderPayload } from '../shared/ssr/payload';
import { appRoutes } from './routes';

import type { AppRouter } from './router';

/** Loads the code of the routes matching `pathname` into the route table, as the server had it. */
async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * The router for taking over a page the server rendered, once everything its HTML shows is in
 * the browser too: the page's code, its texts, the route data. Null when the browser draws the page itself:
 * no server render, a signed-in visitor (the server drew a guest's page) or another language.
 */
export async function routerForServerRender(): Promise<AppRouter | null> {
  const payload = serverRenderPayload();
  if (!payload) return null;
  if (getToken() !== null || i18n.language !== payload.language) {
    forgetServerRenderPayload();
    return null;
  }
  await Promise.all([loadNamespaces(payload.namespaces), resolveLazyRoutes(appRoutes, payload.path)]);
  await nextTask();
  return createBrowserRouter(appRoutes, { hydrationData: payload.router });
}
