/** The boost area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const boostRoutes: RouteObject[] = [
  lazyPage('boost', () => import('./pages/boost-page').then((m) => m.BoostPage), 'boost.meta'),
];
