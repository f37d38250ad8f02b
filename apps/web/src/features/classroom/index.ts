/** The classroom area's public face: its strings and the booking list's join link. */
export { classroomEn } from './i18n/en';
export { classroomId } from './i18n/id';
export { JoinLessonLink } from './components/join-lesson-link';
export { EmbeddedClassroom } from './components/embedded-classroom';
