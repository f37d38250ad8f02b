/** The balance area's public face: its page and strings. */
export { balanceEn } from './i18n/en';
export { balanceId } from './i18n/id';
