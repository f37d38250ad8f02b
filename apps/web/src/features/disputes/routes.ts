/** The disputes area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const disputesRoutes: RouteObject[] = [
  lazyPage(
    'dispute/home',
    () => import('./pages/dispute-home-page').then((m) => m.DisputeHomePage),
    'disputes.meta.home',
  ),
  lazyPage(
    'dispute/negotiationstatus/:id',
    () => import('./pages/dispute-status-page').then((m) => m.DisputeStatusPage),
    'disputes.meta.status',
  ),
  lazyPage(
    'dispute/buy/:type',
    () => import('./pages/dispute-buy-page').then((m) => m.DisputeBuyPage),
    'disputes.meta.buy',
  ),
  lazyPage(
    'ops/disputes',
    () => import('./pages/ops-disputes-page').then((m) => m.OpsDisputesPage),
    'disputes.meta.ops',
  ),
  lazyPage(
    'ops/disputes/:id',
    () => import('./pages/ops-dispute-page').then((m) => m.OpsDisputePage),
    'disputes.meta.opsDispute',
  ),
];
