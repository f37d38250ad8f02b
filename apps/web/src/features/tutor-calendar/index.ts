/** The tutor-calendar area's public face: its strings and the calendar section of a public profile. */
export { tutorCalendarEn } from './i18n/en';
export { tutorCalendarId } from './i18n/id';
export { TutorCalendarSection } from './components/tutor-calendar-section';
