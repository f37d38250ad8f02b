/** The feeds area's public face: its strings. */
export { feedsEn } from './i18n/en';
export { feedsId } from './i18n/id';
