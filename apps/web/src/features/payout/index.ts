/** The payout area's public face: its page and strings. */
export { payoutEn } from './i18n/en';
export { payoutId } from './i18n/id';
