/** The browse-listing area's public face: its page and strings. */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { browseListingEn } from './i18n/en';
export { browseListingId } from './i18n/id';

export const browseListingRoutes: RouteObject[] = [
  lazyPage('browse-listing', () => import('./pages/browse-listing-page').then((m) => m.BrowseListingPage)),
];
