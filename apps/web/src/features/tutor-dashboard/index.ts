/** The tutor dashboard area's public face: its strings. */
export { tutorDashboardEn } from './i18n/en';
export { tutorDashboardId } from './i18n/id';
