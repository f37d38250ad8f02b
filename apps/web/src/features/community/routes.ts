/** The community's routes: only app/routes.tsx imports this file (the pages load lazily). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

// Drawn without antd: the community is a phone's page first. The paths are written out (they
// are COMMUNITY_ROUTES, checked by routes.test.ts) so the start chunk carries no community module of the domain.
export const communityRoutes: RouteObject[] = [
  lazyPage(
    'community',
    () => import('./pages/community-pages').then((m) => m.CommunityHomePage),
    'community.meta.home',
    { antd: false },
  ),
  lazyPage(
    'community/p/:postId',
    () => import('./pages/community-pages').then((m) => m.CommunityPostPage),
    'community.meta.post',
    { antd: false },
  ),
  lazyPage(
    'community/u/:username',
    () => import('./pages/community-pages').then((m) => m.CommunityMemberPage),
    'community.meta.member',
    { antd: false },
  ),
];
