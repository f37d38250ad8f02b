// The public face of the payment area: the one file other areas and the app layer import.
export { cancelPendingPayments, findPaymentOfBooking, hasPendingPayment } from './payment.queries';
export { payments } from './payment.tables';
export { bookingIdOfSharedLink } from './shared-link.service';
export { recordPaidCreditsPurchase } from './paid-credits-purchase';
