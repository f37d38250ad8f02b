/** The tutor-calendar area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const tutorCalendarRoutes: RouteObject[] = [
  lazyPage(
    'tutor/calendar',
    () => import('./pages/tutor-calendar-page').then((m) => m.TutorCalendarPage),
    'tutorHours.calendar.meta',
  ),
];
