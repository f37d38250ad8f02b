/** The credits area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const creditsRoutes: RouteObject[] = [
  lazyPage('credits/home', () => import('./pages/credits-home-page').then((m) => m.CreditsHomePage), {
    title: 'credits.meta.home.title',
    description: 'credits.meta.home.description',
  }),
  lazyPage(
    'credits/history',
    () => import('./pages/credits-history-page').then((m) => m.CreditsHistoryPage),
    {
      title: 'credits.meta.history.title',
      description: 'credits.meta.history.description',
    },
  ),
  lazyPage('credits/detail', () => import('./pages/credits-detail-page').then((m) => m.CreditsDetailPage), {
    title: 'credits.meta.detail.title',
    description: 'credits.meta.detail.description',
  }),
  lazyPage('credits/buy/:type', () => import('./pages/buy-credits-page').then((m) => m.BuyCreditsPage), {
    title: 'credits.meta.buy.title',
    description: 'credits.meta.buy.description',
  }),
];
