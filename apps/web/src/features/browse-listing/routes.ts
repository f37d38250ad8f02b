/** The browse-listing area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const browseListingRoutes: RouteObject[] = [
  lazyPage(
    'browse-listing',
    () => import('./pages/browse-listing-page').then((m) => m.BrowseListingPage),
    'browseListing.meta.page',
  ),
];
