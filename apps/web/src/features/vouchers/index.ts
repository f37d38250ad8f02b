/** The vouchers area's public face: its strings. */
export { vouchersEn } from './i18n/en';
export { vouchersId } from './i18n/id';
