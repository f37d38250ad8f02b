/** The redirect area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const redirectRoutes: RouteObject[] = [
  lazyPage('redirect', () => import('./pages/redirect-page').then((m) => m.RedirectPage)),
];
