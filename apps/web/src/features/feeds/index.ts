/** The feeds area's public face (issue 20): its strings. */
export { feedsEn } from './i18n/en';
export { feedsId } from './i18n/id';
