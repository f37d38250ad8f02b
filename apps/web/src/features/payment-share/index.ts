/** The shared-payment area's public face: its page, strings and the share-a-payment-link part. */
export { paymentShareEn } from './i18n/en';
export { paymentShareId } from './i18n/id';
export { SharePaymentLink } from './components/share-payment-link';
