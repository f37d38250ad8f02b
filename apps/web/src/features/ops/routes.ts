/** The console's routes: only app/routes.tsx imports this file; every page loads lazily. */
import { OPS_ROUTES, STUDY_ROOM_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const opsRoutes: RouteObject[] = [
  lazyPage(
    OPS_ROUTES.home,
    () => import('./pages/ops-home-page').then((m) => m.OpsHomePage),
    'ops.meta.home',
  ),
  lazyPage(
    OPS_ROUTES.reports,
    () => import('./pages/ops-reports-page').then((m) => m.OpsReportsPage),
    'ops.meta.reports',
  ),
  lazyPage(
    OPS_ROUTES.users,
    () => import('./pages/ops-users-page').then((m) => m.OpsUsersPage),
    'ops.meta.users',
  ),
  lazyPage(
    OPS_ROUTES.payouts,
    () => import('./pages/ops-payouts-page').then((m) => m.OpsPayoutsPage),
    'ops.meta.payouts',
  ),
  lazyPage(
    OPS_ROUTES.audit,
    () => import('./pages/ops-audit-page').then((m) => m.OpsAuditPage),
    'ops.meta.audit',
  ),
  lazyPage(
    OPS_ROUTES.feedback,
    () => import('./pages/ops-feedback-page').then((m) => m.OpsFeedbackPage),
    'ops.meta.feedback',
  ),
  lazyPage(
    STUDY_ROOM_ROUTES.ops,
    () => import('./pages/ops-study-rooms-page').then((m) => m.OpsStudyRoomsPage),
    'ops.meta.studyRooms',
  ),
  // Reads: the article review queue and the team's blog (one page)
  lazyPage('ops/reads', () => import('./pages/ops-reads-page').then((m) => m.OpsReadsPage), 'ops.meta.reads'),
];
