/** Tests of pages that show the calendar: its lazily drawn month, loaded up front (see their beforeAll). */
export const loadTutorCalendarChunk = () => import('./components/tutor-calendar');
