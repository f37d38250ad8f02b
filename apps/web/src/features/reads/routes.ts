/** The reads area's routes (issue 20): only app/routes.tsx imports this file; every page loads lazily. */
import { READS_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

// Drawn without antd (issue 16): reading is a phone's page first, and the editor brings its own parts.
const plain = { antd: false } as const;

export const readsRoutes: RouteObject[] = [
  lazyPage(
    READS_ROUTES.public,
    () => import('./pages/reads-public-page').then((m) => m.ReadsPublicPage),
    'reads.meta.public',
    plain,
  ),
  lazyPage(
    READS_ROUTES.details,
    () => import('./pages/reads-details-page').then((m) => m.ReadsDetailsPage),
    'reads.meta.details',
    plain,
  ),
  lazyPage(
    READS_ROUTES.list,
    () => import('./pages/reads-list-page').then((m) => m.ReadsListPage),
    'reads.meta.list',
    plain,
  ),
  lazyPage(
    READS_ROUTES.create,
    () => import('./pages/reads-editor-page').then((m) => m.ReadsEditorPage),
    'reads.meta.create',
    plain,
  ),
  lazyPage(
    READS_ROUTES.edit,
    () => import('./pages/reads-editor-page').then((m) => m.ReadsEditorPage),
    'reads.meta.edit',
    plain,
  ),
  lazyPage(
    READS_ROUTES.success,
    () => import('./pages/reads-success-page').then((m) => m.ReadsSuccessPage),
    'reads.meta.success',
    plain,
  ),
  lazyPage(
    READS_ROUTES.blogs,
    () => import('./pages/reads-blogs-page').then((m) => m.ReadsBlogsPage),
    'reads.meta.blogs',
    plain,
  ),
  lazyPage(
    READS_ROUTES.blog,
    () => import('./pages/reads-blog-page').then((m) => m.ReadsBlogPage),
    'reads.meta.blog',
    plain,
  ),
];
