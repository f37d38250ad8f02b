/** The tutor-hours area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const tutorHoursRoutes: RouteObject[] = [
  lazyPage(
    'tutor/hours',
    () => import('./pages/tutor-hours-page').then((m) => m.TutorHoursPage),
    'tutorHours.meta',
  ),
];
