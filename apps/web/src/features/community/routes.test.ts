import { COMMUNITY_ROUTES } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTES } from '../../shared/routing/feature-routes';
import { communityRoutes } from './routes';

describe('community routes', () => {
  it('are the domain’s COMMUNITY_ROUTES, written out for the start chunk', () => {
    expect(communityRoutes.map((route) => route.path)).toEqual([
      COMMUNITY_ROUTES.home,
      COMMUNITY_ROUTES.post,
      COMMUNITY_ROUTES.member,
    ]);
    expect(FEATURE_ROUTES.community).toEqual({ path: COMMUNITY_ROUTES.home, built: true });
  });
});
