/** The study rooms area's public face: its strings. */
export { roomsEn } from './i18n/en';
export { roomsId } from './i18n/id';
