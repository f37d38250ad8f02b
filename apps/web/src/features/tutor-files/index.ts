/** The tutor files area's public face: its strings. */
export { tutorFilesEn } from './i18n/en';
export { tutorFilesId } from './i18n/id';
