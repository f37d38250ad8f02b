// The public face of the availability area: the one file other areas and the app layer import.
export { freeSlotsOf } from './availability.service';
export { tutorHours } from './tutor-hours';
export { weeklyHoursOf } from './availability.queries';
export { tutorAvailability, tutorTrialLessons } from './availability.tables';
