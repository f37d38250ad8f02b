/** The redirect area's public face: the page outside services send people back to. */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const redirectRoutes: RouteObject[] = [
  lazyPage('redirect', () => import('./pages/redirect-page').then((m) => m.RedirectPage)),
];
