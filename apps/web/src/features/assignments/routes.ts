/** The assignments area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const assignmentsRoutes: RouteObject[] = [
  lazyPage('assignments', () => import('./pages/my-assignments-page').then((m) => m.MyAssignmentsPage), {
    title: 'assignments.meta.mine.title',
    description: 'assignments.meta.mine.description',
  }),
  lazyPage(
    'assignments/public',
    () => import('./pages/public-assignments-page').then((m) => m.PublicAssignmentsPage),
    { title: 'assignments.meta.public.title', description: 'assignments.meta.public.description' },
  ),
  lazyPage(
    'assignments/post_assignment',
    () => import('./pages/post-assignment-page').then((m) => m.PostAssignmentPage),
    { title: 'assignments.meta.post.title', description: 'assignments.meta.post.description' },
  ),
  lazyPage(
    'assignments/acceptance',
    () => import('./pages/assignment-acceptance-page').then((m) => m.AssignmentAcceptancePage),
    { title: 'assignments.meta.acceptance.title', description: 'assignments.meta.acceptance.description' },
  ),
  // assignments/{title}--{assignment_id}; the fixed paths above rank before it.
  lazyPage(
    'assignments/:segment',
    () => import('./pages/assignment-detail-page').then((m) => m.AssignmentDetailPage),
    { title: 'assignments.meta.detail.title', description: 'assignments.meta.detail.description' },
  ),
];
