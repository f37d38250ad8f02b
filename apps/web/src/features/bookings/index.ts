/** The bookings area's public face: its pages, strings, the booking dialog and the payment REST client. */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { bookingsEn } from './i18n/en';
export { bookingsId } from './i18n/id';
export { BookingDialog } from './components/booking-dialog';
export {
  PaymentApiError,
  goToCheckout,
  newIdempotencyKey,
  paymentApi,
  type CheckoutOffer,
  type SharedLinkStatus,
} from './payment-api';

export const bookingsRoutes: RouteObject[] = [
  lazyPage('booking-list', () => import('./pages/booking-list-page').then((m) => m.BookingListPage)),
  lazyPage('checkout/booking', () =>
    import('./pages/checkout-booking-page').then((m) => m.CheckoutBookingPage),
  ),
  lazyPage('payment-result/:serviceName/:transactionId', () =>
    import('./pages/payment-result-page').then((m) => m.PaymentResultPage),
  ),
];
