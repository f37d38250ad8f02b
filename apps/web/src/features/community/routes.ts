/** The community's routes (issue 20): only app/routes.tsx imports this file (the pages load lazily). */
import { COMMUNITY_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

// Drawn without antd (issue 16): the community is a phone's page first.
export const communityRoutes: RouteObject[] = [
  lazyPage(
    COMMUNITY_ROUTES.home,
    () => import('./pages/community-home-page').then((m) => m.CommunityHomePage),
    'community.meta.home',
    { antd: false },
  ),
  lazyPage(
    COMMUNITY_ROUTES.post,
    () => import('./pages/community-post-page').then((m) => m.CommunityPostPage),
    'community.meta.post',
    { antd: false },
  ),
  lazyPage(
    COMMUNITY_ROUTES.member,
    () => import('./pages/community-member-page').then((m) => m.CommunityMemberPage),
    'community.meta.member',
    { antd: false },
  ),
];
