/** The payout area's public face: its page and strings. */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { payoutEn } from './i18n/en';
export { payoutId } from './i18n/id';

export const payoutRoutes: RouteObject[] = [
  lazyPage('payout', () => import('./pages/payout-page').then((m) => m.PayoutPage)),
];
