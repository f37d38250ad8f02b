/** The profile-views area's public face: its page and strings. */
import { PROFILE_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { profileViewsEn } from './i18n/en';
export { profileViewsId } from './i18n/id';

export const profileViewsRoutes: RouteObject[] = [
  lazyPage(PROFILE_ROUTES.viewed, () =>
    import('./pages/profile-viewed-page').then((m) => m.ProfileViewedPage),
  ),
];
