/** The bookings area's public face: its pages, strings, the booking dialog, its lazy loader and the payment REST client. */
export { bookingsEn } from './i18n/en';
export { bookingsId } from './i18n/id';
export { BookingDialog } from './components/booking-dialog';
export { NextAvailable } from './components/next-available';
export { loadBookingDialog } from './load-booking-dialog';
export {
  PaymentApiError,
  goToCheckout,
  newIdempotencyKey,
  paymentApi,
  type CheckoutOffer,
  type CheckoutService,
  type SharedLinkStatus,
} from './payment-api';
export { useCheckoutOffer } from './use-checkout-offer';
export { useStartCheckout } from './use-start-checkout';
