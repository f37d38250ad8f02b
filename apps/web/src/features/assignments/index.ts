/** The assignments area's public face: its pages and strings. */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { assignmentsEn } from './i18n/en';
export { assignmentsId } from './i18n/id';

export const assignmentsRoutes: RouteObject[] = [
  lazyPage('assignments', () => import('./pages/my-assignments-page').then((m) => m.MyAssignmentsPage)),
  lazyPage('assignments/public', () =>
    import('./pages/public-assignments-page').then((m) => m.PublicAssignmentsPage),
  ),
  lazyPage('assignments/post_assignment', () =>
    import('./pages/post-assignment-page').then((m) => m.PostAssignmentPage),
  ),
  lazyPage('assignments/acceptance', () =>
    import('./pages/assignment-acceptance-page').then((m) => m.AssignmentAcceptancePage),
  ),
  // assignments/{title}--{assignment_id}; the fixed paths above rank before it.
  lazyPage('assignments/:segment', () =>
    import('./pages/assignment-detail-page').then((m) => m.AssignmentDetailPage),
  ),
];
