/** The transactions area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const transactionsRoutes: RouteObject[] = [
  lazyPage(
    'transaction-list',
    () => import('./pages/transaction-list-page').then((m) => m.TransactionListPage),
    'transactions.meta.page',
  ),
];
