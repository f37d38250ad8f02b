/** The balance area's public face: its page and strings. */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { balanceEn } from './i18n/en';
export { balanceId } from './i18n/id';

export const balanceRoutes: RouteObject[] = [
  lazyPage('balance/buy/:type', () => import('./pages/buy-balance-page').then((m) => m.BuyBalancePage)),
];
