/** The study rooms area's public face (issue 19): its strings. */
export { roomsEn } from './i18n/en';
export { roomsId } from './i18n/id';
