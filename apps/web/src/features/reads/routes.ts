/** The reads area's routes: only app/routes.tsx imports this file; every page loads lazily. */
// Paths as strings (checked against the domain's PagePath): the shell then carries no reads module of the domain.
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

// Drawn without antd: reading is a phone's page first, and the editor brings its own parts.
const plain = { antd: false } as const;

export const readsRoutes: RouteObject[] = [
  lazyPage(
    'reads/public',
    () => import('./pages/reads-public-page').then((m) => m.ReadsPublicPage),
    'reads.meta.public',
    plain,
  ),
  lazyPage(
    'reads/details/:slug',
    () => import('./pages/reads-details-page').then((m) => m.ReadsDetailsPage),
    'reads.meta.details',
    plain,
  ),
  lazyPage(
    'reads/list',
    () => import('./pages/reads-list-page').then((m) => m.ReadsListPage),
    'reads.meta.list',
    plain,
  ),
  lazyPage(
    'reads/create',
    () => import('./pages/reads-editor-page').then((m) => m.ReadsEditorPage),
    'reads.meta.create',
    plain,
  ),
  lazyPage(
    'reads/edit/:slug',
    () => import('./pages/reads-editor-page').then((m) => m.ReadsEditorPage),
    'reads.meta.edit',
    plain,
  ),
  lazyPage(
    'reads/success',
    () => import('./pages/reads-success-page').then((m) => m.ReadsSuccessPage),
    'reads.meta.success',
    plain,
  ),
  lazyPage(
    'reads/blogs',
    () => import('./pages/reads-blogs-page').then((m) => m.ReadsBlogsPage),
    'reads.meta.blogs',
    plain,
  ),
  lazyPage(
    'reads/blogs/:blogId/:title',
    () => import('./pages/reads-blog-page').then((m) => m.ReadsBlogPage),
    'reads.meta.blog',
    plain,
  ),
];
