/** The transactions area's public face: its page, strings and the money format of a currency. */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { transactionsEn } from './i18n/en';
export { transactionsId } from './i18n/id';
export { formatCurrencyMoney } from './currency-money';

export const transactionsRoutes: RouteObject[] = [
  lazyPage('transaction-list', () =>
    import('./pages/transaction-list-page').then((m) => m.TransactionListPage),
  ),
];
