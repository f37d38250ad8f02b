/** The disputes area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const disputesRoutes: RouteObject[] = [
  lazyPage('dispute/home', () => import('./pages/dispute-home-page').then((m) => m.DisputeHomePage), {
    title: 'disputes.meta.home.title',
    description: 'disputes.meta.home.description',
  }),
  lazyPage(
    'dispute/negotiationstatus/:id',
    () => import('./pages/dispute-status-page').then((m) => m.DisputeStatusPage),
    { title: 'disputes.meta.status.title', description: 'disputes.meta.status.description' },
  ),
  lazyPage('dispute/buy/:type', () => import('./pages/dispute-buy-page').then((m) => m.DisputeBuyPage), {
    title: 'disputes.meta.buy.title',
    description: 'disputes.meta.buy.description',
  }),
  lazyPage('ops/disputes', () => import('./pages/ops-disputes-page').then((m) => m.OpsDisputesPage), {
    title: 'disputes.meta.ops.title',
    description: 'disputes.meta.ops.description',
  }),
  lazyPage('ops/disputes/:id', () => import('./pages/ops-dispute-page').then((m) => m.OpsDisputePage), {
    title: 'disputes.meta.opsDispute.title',
    description: 'disputes.meta.opsDispute.description',
  }),
];
