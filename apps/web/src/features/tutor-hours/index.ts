/** The tutor-hours area's public face: its strings, and the hours' model the tutor's calendar reads too. */
export { tutorHoursEn } from './i18n/en';
export { tutorHoursId } from './i18n/id';
export { END_OPTIONS, START_OPTIONS, availabilityOf, draftOf, timeLabel } from './hours-model';
