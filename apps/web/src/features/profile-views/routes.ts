/** The profile-views area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import { PROFILE_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const profileViewsRoutes: RouteObject[] = [
  lazyPage(
    PROFILE_ROUTES.viewed,
    () => import('./pages/profile-viewed-page').then((m) => m.ProfileViewedPage),
    'profileViews.meta.page',
  ),
];
