/** The tutor dashboard area reads other areas and is read by none: its face promises nothing yet. */
export type { TutorDashboardView } from './tutor-dashboard.shapes';
