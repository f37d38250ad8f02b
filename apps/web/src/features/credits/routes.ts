/** The credits area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const creditsRoutes: RouteObject[] = [
  lazyPage(
    'credits/home',
    () => import('./pages/credits-home-page').then((m) => m.CreditsHomePage),
    'credits.meta.home',
  ),
  lazyPage(
    'credits/history',
    () => import('./pages/credits-history-page').then((m) => m.CreditsHistoryPage),
    'credits.meta.history',
  ),
  lazyPage(
    'credits/detail',
    () => import('./pages/credits-detail-page').then((m) => m.CreditsDetailPage),
    'credits.meta.detail',
  ),
  lazyPage(
    'credits/buy/:type',
    () => import('./pages/buy-credits-page').then((m) => m.BuyCreditsPage),
    'credits.meta.buy',
  ),
];
