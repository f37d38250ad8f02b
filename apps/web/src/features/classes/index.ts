/** The classes area's public face (issue 19): its strings. */
export { classesEn } from './i18n/en';
export { classesId } from './i18n/id';
