/** The shared-payment area's public face: its page, strings and the share-a-payment-link part. */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { paymentShareEn } from './i18n/en';
export { paymentShareId } from './i18n/id';
export { SharePaymentLink } from './components/share-payment-link';

export const paymentShareRoutes: RouteObject[] = [
  lazyPage('payment/share/:urlCode', () =>
    import('./pages/payment-share-page').then((m) => m.PaymentSharePage),
  ),
];
