/** How far ahead the tutor's dashboard lists lessons and class sessions (issue 19). */
export const DASHBOARD_UPCOMING_DAYS = 7;
