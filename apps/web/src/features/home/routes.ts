/** The home area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const homeRoutes: RouteObject[] = [
  // The home page draws no antd: it loads without antd's scope (the first view's budget).
  lazyPage(undefined, () => import('./pages/home-page').then((m) => m.HomePage), 'home.meta.page', {
    antd: false,
  }),
];
