/** The transactions area's public face: its page, strings and the money format of a currency. */
export { transactionsEn } from './i18n/en';
export { transactionsId } from './i18n/id';
export { formatCurrencyMoney } from './currency-money';
