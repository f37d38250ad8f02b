/** A student's home: its strings (the page loads through routes.ts). */
export { studentHomeEn } from './i18n/en';
export { studentHomeId } from './i18n/id';
