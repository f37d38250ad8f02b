/** The tutor-hours area's public face: its strings. */
export { tutorHoursEn } from './i18n/en';
export { tutorHoursId } from './i18n/id';
