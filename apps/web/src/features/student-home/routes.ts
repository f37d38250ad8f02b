/** A student's home: only app/routes.tsx imports this file (the page loads lazily). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const studentHomeRoutes: RouteObject[] = [
  lazyPage(
    // STUDENT_HOME_PATH: the build reads route paths as written (route-modules.test.ts checks they match).
    'learning',
    () => import('./pages/student-home-page').then((m) => m.StudentHomePage),
    'studentHome.meta.home',
  ),
];
