/** The launching-soon area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import { ACCOUNT_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const launchingSoonRoutes: RouteObject[] = [
  lazyPage(
    ACCOUNT_ROUTES.launchingSoon,
    () => import('./pages/launching-soon-page').then((m) => m.LaunchingSoonPage),
    'launchingSoon.meta.page',
  ),
];
