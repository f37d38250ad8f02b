/** The classes area's routes: only app/routes.tsx imports this file (pages load lazily). */
import { CLASS_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const classesRoutes: RouteObject[] = [
  // Browse draws no antd, as browse tutors does (a phone's first view stays light).
  lazyPage(
    CLASS_ROUTES.browse,
    () => import('./pages/browse-classes-page').then((m) => m.BrowseClassesPage),
    'classes.meta.browse',
    { antd: false },
  ),
  lazyPage(
    CLASS_ROUTES.create,
    () => import('./pages/create-class-page').then((m) => m.CreateClassPage),
    'classes.meta.create',
  ),
  lazyPage(
    CLASS_ROUTES.manage,
    () => import('./pages/manage-classes-page').then((m) => m.ManageClassesPage),
    'classes.meta.manage',
  ),
  lazyPage(
    CLASS_ROUTES.mine,
    () => import('./pages/my-classes-page').then((m) => m.MyClassesPage),
    'classes.meta.mine',
  ),
  lazyPage(
    CLASS_ROUTES.detail,
    () => import('./pages/class-page').then((m) => m.ClassPage),
    'classes.meta.class',
  ),
];
