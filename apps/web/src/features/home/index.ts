/** The home area's public face: the home page and its strings. */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { homeEn, homeVideosEn } from './i18n/en';
export { homeId, homeVideosId } from './i18n/id';

export const homeRoutes: RouteObject[] = [
  lazyPage(undefined, () => import('./pages/home-page').then((m) => m.HomePage)),
];
