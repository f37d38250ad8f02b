/** How far ahead the tutor's dashboard lists lessons and class sessions. */
export const DASHBOARD_UPCOMING_DAYS = 7;

/** The tutor dashboard's pages, relative to /{country}. Feedback is anyone's, from the account menu too. */
export const TUTOR_DASHBOARD_ROUTES = {
  dashboard: 'tutor/dashboard',
  reviews: 'tutor/reviews',
  feedback: 'feedback',
  resources: 'tutor/resources',
  cloudStorage: 'tutor/cloud-storage',
  analytics: 'tutor/analytics',
  /** A student's files that tutors shared with them. */
  sharedFiles: 'shared-files',
} as const;
