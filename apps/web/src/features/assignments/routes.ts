/** The assignments area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const assignmentsRoutes: RouteObject[] = [
  lazyPage(
    'assignments',
    () => import('./pages/my-assignments-page').then((m) => m.MyAssignmentsPage),
    'assignments.meta.mine',
  ),
  lazyPage(
    'assignments/public',
    () => import('./pages/public-assignments-page').then((m) => m.PublicAssignmentsPage),
    'assignments.meta.public',
  ),
  lazyPage(
    'assignments/post_assignment',
    () => import('./pages/post-assignment-page').then((m) => m.PostAssignmentPage),
    'assignments.meta.post',
  ),
  lazyPage(
    'assignments/acceptance',
    () => import('./pages/assignment-acceptance-page').then((m) => m.AssignmentAcceptancePage),
    'assignments.meta.acceptance',
  ),
  // assignments/{title}--{assignment_id}; the fixed paths above rank before it.
  lazyPage(
    'assignments/:segment',
    () => import('./pages/assignment-detail-page').then((m) => m.AssignmentDetailPage),
    'assignments.meta.detail',
  ),
];
