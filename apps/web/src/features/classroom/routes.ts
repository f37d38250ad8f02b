/** The classroom area's routes: only app/routes.tsx imports this file (the page loads lazily). */
import { CLASSROOM_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const classroomRoutes: RouteObject[] = [
  lazyPage(
    CLASSROOM_ROUTES.join,
    () => import('./pages/classroom-page').then((m) => m.ClassroomPage),
    'classroom.meta.page',
    { antd: false },
  ),
];
