/** The assignments area's public face: its pages and strings. */
export { assignmentsEn } from './i18n/en';
export { assignmentsId } from './i18n/id';
