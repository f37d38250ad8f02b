/** The classes area's routes (issue 19): only app/routes.tsx imports this file (pages load lazily). */
import { CLASS_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const classesRoutes: RouteObject[] = [
  // Browse draws no antd, as browse tutors does (issue 16: a phone's first view stays light).
  lazyPage(
    CLASS_ROUTES.browse,
    () => import('./pages/browse-classes-page').then((m) => m.BrowseClassesPage),
    { title: 'classes.meta.browse.title', description: 'classes.meta.browse.description' },
    { antd: false },
  ),
  lazyPage(CLASS_ROUTES.create, () => import('./pages/create-class-page').then((m) => m.CreateClassPage), {
    title: 'classes.meta.create.title',
    description: 'classes.meta.create.description',
  }),
  lazyPage(
    CLASS_ROUTES.manage,
    () => import('./pages/manage-classes-page').then((m) => m.ManageClassesPage),
    {
      title: 'classes.meta.manage.title',
      description: 'classes.meta.manage.description',
    },
  ),
  lazyPage(CLASS_ROUTES.mine, () => import('./pages/my-classes-page').then((m) => m.MyClassesPage), {
    title: 'classes.meta.mine.title',
    description: 'classes.meta.mine.description',
  }),
  lazyPage(CLASS_ROUTES.detail, () => import('./pages/class-page').then((m) => m.ClassPage), {
    title: 'classes.meta.class.title',
    description: 'classes.meta.class.description',
  }),
];
