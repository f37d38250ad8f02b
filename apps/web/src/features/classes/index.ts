/** The classes area's public face: its strings. */
export { classesEn } from './i18n/en';
export { classesId } from './i18n/id';
