/** The payout area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const payoutRoutes: RouteObject[] = [
  lazyPage('payout', () => import('./pages/payout-page').then((m) => m.PayoutPage), 'payout.meta.page'),
];
