/** The tutor dashboard's routes: only app/routes.tsx imports this file (pages load lazily). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';
import { TUTOR_DASHBOARD_ROUTES } from '@ajar/domain';

export const tutorDashboardRoutes: RouteObject[] = [
  lazyPage(
    TUTOR_DASHBOARD_ROUTES.dashboard,
    () => import('./pages/tutor-dashboard-page').then((m) => m.TutorDashboardPage),
    'tutorDashboard.meta.dashboard',
  ),
  lazyPage(
    TUTOR_DASHBOARD_ROUTES.feedback,
    () => import('./pages/feedback-page').then((m) => m.FeedbackPage),
    'tutorDashboard.meta.feedback',
  ),
];

/** Reviews draw the testimonials' list, whose texts are the public profile's and the console's. */
export const tutorReviewsRoutes: RouteObject[] = [
  lazyPage(
    TUTOR_DASHBOARD_ROUTES.reviews,
    () => import('./pages/tutor-reviews-page').then((m) => m.TutorReviewsPage),
    'tutorDashboard.meta.reviews',
  ),
];
