/** The profile area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import { PROFILE_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const profileRoutes: RouteObject[] = [
  lazyPage(
    PROFILE_ROUTES.me,
    () => import('./pages/my-profile-page').then((m) => m.MyProfilePage),
    'profile.meta.me',
  ),
];
