/** The balance area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const balanceRoutes: RouteObject[] = [
  lazyPage(
    'balance/buy/:type',
    () => import('./pages/buy-balance-page').then((m) => m.BuyBalancePage),
    'balance.meta.buy',
  ),
];
