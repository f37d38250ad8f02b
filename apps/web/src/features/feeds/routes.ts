/** The feeds area's routes: only app/routes.tsx imports this file (the page loads lazily). */
import { FEED_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const feedsRoutes: RouteObject[] = [
  // Drawn without antd: the wall is a phone's page first.
  lazyPage(
    FEED_ROUTES.feeds,
    () => import('./pages/feeds-page').then((m) => m.FeedsPage),
    'feeds.meta.page',
    {
      antd: false,
    },
  ),
];
