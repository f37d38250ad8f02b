import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  FEATURE_ROUTES,
  featureHref,
  isBuilt,
  signedInFeatureHref,
  type Feature,
} from '../shared/routing/feature-routes';
import { appRoutes } from './routes';

const features = Object.keys(FEATURE_ROUTES) as Feature[];

/** The deepest matched route is a real page, not the catch-all 404. */
function isRegistered(pathname: string): boolean {
  const matches = matchRoutes(appRoutes as RouteObject[], pathname) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  return leaf !== undefined && leaf.path !== '*';
}

describe('feature routes', () => {
  it('sends every unbuilt feature to launching-soon, naming it', () => {
    expect(featureHref('sg', 'software')).toBe('/sg/launching-soon?feature=software');
    expect(featureHref('id', 'college')).toBe('/id/launching-soon?feature=college');
    expect(featureHref('id', 'rooms')).toBe('/id/ajar-rooms');
    expect(featureHref('sg', 'software', { q: 'math' })).toBe('/sg/launching-soon?q=math&feature=software');
    for (const feature of features.filter((name) => !isBuilt(name))) {
      expect(new URL(featureHref('my', feature), 'http://x').pathname).toBe('/my/launching-soon');
    }
  });

  it('links built features to their own page', () => {
    expect(featureHref('sg', 'login')).toBe('/sg/login');
    expect(featureHref('id', 'home')).toBe('/id');
    expect(featureHref('sg', 'settings')).toBe('/sg/profile/settings');
    expect(featureHref('sg', 'browseTutors', { keywords: 'math' })).toBe('/sg/browse/tutors?keywords=math');
    expect(featureHref('sg', 'postAssignment')).toBe('/sg/assignments/post_assignment');
  });

  it('registers every built feature and none of the unbuilt ones', () => {
    for (const feature of features) {
      const { path } = FEATURE_ROUTES[feature];
      if (path === null) continue;
      expect(isRegistered(`/sg/${path}`.replace(/\/$/, '')), feature).toBe(isBuilt(feature));
    }
  });

  it('sends a signed-out visitor to login for balance and credits', () => {
    expect(signedInFeatureHref('sg', 'credits', false)).toBe('/sg/login?redirect=%2Fsg%2Fcredits%2Fhome');
    expect(signedInFeatureHref('sg', 'credits', true)).toBe('/sg/credits/home');
    expect(signedInFeatureHref('sg', 'balance', false)).toBe(
      '/sg/login?redirect=%2Fsg%2Fbalance%2Fbuy%2Ftopup',
    );
  });
});
