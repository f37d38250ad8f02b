/** The console's routes (issue 18): only app/routes.tsx imports this file; every page loads lazily. */
import { OPS_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const opsRoutes: RouteObject[] = [
  lazyPage(OPS_ROUTES.home, () => import('./pages/ops-home-page').then((m) => m.OpsHomePage), {
    title: 'ops.meta.home.title',
    description: 'ops.meta.home.description',
  }),
  lazyPage(OPS_ROUTES.reports, () => import('./pages/ops-reports-page').then((m) => m.OpsReportsPage), {
    title: 'ops.meta.reports.title',
    description: 'ops.meta.reports.description',
  }),
  lazyPage(OPS_ROUTES.users, () => import('./pages/ops-users-page').then((m) => m.OpsUsersPage), {
    title: 'ops.meta.users.title',
    description: 'ops.meta.users.description',
  }),
  lazyPage(OPS_ROUTES.payouts, () => import('./pages/ops-payouts-page').then((m) => m.OpsPayoutsPage), {
    title: 'ops.meta.payouts.title',
    description: 'ops.meta.payouts.description',
  }),
  lazyPage(OPS_ROUTES.audit, () => import('./pages/ops-audit-page').then((m) => m.OpsAuditPage), {
    title: 'ops.meta.audit.title',
    description: 'ops.meta.audit.description',
  }),
  lazyPage(OPS_ROUTES.feedback, () => import('./pages/ops-feedback-page').then((m) => m.OpsFeedbackPage), {
    title: 'ops.meta.feedback.title',
    description: 'ops.meta.feedback.description',
  }),
];
