/** The favourites area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const favouritesRoutes: RouteObject[] = [
  lazyPage(
    'my-favourite',
    () => import('./pages/my-favourite-page').then((m) => m.MyFavouritePage),
    'favourites.meta.page',
  ),
];
