/** The launching-soon area's public face: its page and strings. */
import { ACCOUNT_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { launchingSoonEn } from './i18n/en';
export { launchingSoonId } from './i18n/id';

export const launchingSoonRoutes: RouteObject[] = [
  lazyPage(ACCOUNT_ROUTES.launchingSoon, () =>
    import('./pages/launching-soon-page').then((m) => m.LaunchingSoonPage),
  ),
];
