/** The tutor files area's routes: only app/routes.tsx imports this file (pages load lazily). */
import type { RouteObject } from 'react-router';
import { TUTOR_DASHBOARD_ROUTES } from '@ajar/domain';
import { lazyPage } from '../../shared/routing/lazy-page';

export const tutorFilesRoutes: RouteObject[] = [
  lazyPage(
    TUTOR_DASHBOARD_ROUTES.resources,
    () => import('./pages/resources-page').then((m) => m.ResourcesPage),
    'tutorFiles.meta.resources',
  ),
  lazyPage(
    TUTOR_DASHBOARD_ROUTES.cloudStorage,
    () => import('./pages/cloud-storage-page').then((m) => m.CloudStoragePage),
    'tutorFiles.meta.cloudStorage',
  ),
  lazyPage(
    TUTOR_DASHBOARD_ROUTES.sharedFiles,
    () => import('./pages/shared-files-page').then((m) => m.SharedFilesPage),
    'tutorFiles.meta.sharedFiles',
    { antd: false },
  ),
  lazyPage(
    TUTOR_DASHBOARD_ROUTES.analytics,
    () => import('./pages/analytics-page').then((m) => m.AnalyticsPage),
    'tutorFiles.meta.analytics',
    { antd: false },
  ),
];
