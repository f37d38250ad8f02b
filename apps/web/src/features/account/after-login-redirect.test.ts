import { describe, expect, it } from 'vitest';
import { isBuilt } from '../../shared/routing/feature-routes';
import { isExternalAddress, afterLoginPath, rehomePath, type AfterLoginInput } from './after-login-redirect';

const nothingBuilt = () => false;
const everythingBuilt = () => true;

function input(overrides: Partial<AfterLoginInput>): AfterLoginInput {
  return {
    country: 'sg',
    roleCode: 'STDN',
    firstTime: false,
    tutorProfileComplete: false,
    communityToken: null,
    communityUrl: null,
    savedPlaceUrl: null,
    requested: null,
    isBuilt: nothingBuilt,
    ...overrides,
  };
}

describe('after login (spec section 2)', () => {
  it('sends the Ajar team to its console, or to the staff page it asked for', () => {
    const staff = input({ roleCode: 'STAF', firstTime: true, country: 'id', isBuilt: everythingBuilt });
    expect(afterLoginPath(staff)).toBe('/id/ops');
    expect(afterLoginPath({ ...staff, requested: '/id/ops/audit' })).toBe('/id/ops/audit');
  });

  it('sends a first-time tutor to onboarding steps once that page exists', () => {
    const tutor = input({ roleCode: 'TTR0', firstTime: true, country: 'my' });
    expect(afterLoginPath({ ...tutor, isBuilt: everythingBuilt })).toBe('/my/profile/onboarding_steps');
    expect(afterLoginPath(tutor)).toBe('/my');
  });

  it('sends a first-time tutor whose profile is already complete where any tutor goes: their dashboard', () => {
    const tutor = input({
      roleCode: 'TTR0',
      firstTime: true,
      tutorProfileComplete: true,
      isBuilt: everythingBuilt,
    });
    expect(afterLoginPath(tutor)).toBe('/sg/tutor/dashboard');
    expect(afterLoginPath({ ...tutor, requested: '/sg/booking-list' })).toBe('/sg/booking-list');
    expect(afterLoginPath({ ...tutor, tutorProfileComplete: false })).toBe('/sg/profile/onboarding_steps');
  });

  it('sends a first-time student to student onboarding once that page exists, then on to the page asked for', () => {
    const student = input({ firstTime: true, requested: '/sg/profile/settings' });
    expect(afterLoginPath({ ...student, isBuilt: everythingBuilt })).toBe(
      '/sg/profile/onboarding_students?redirect=%2Fsg%2Fprofile%2Fsettings',
    );
    expect(afterLoginPath(student)).toBe('/sg/profile/settings');
    // A lesson held through sign-up keeps its whole address; another site is dropped.
    const held = '/sg/AB12--p1--Wei-Ming--Tan?book=2030-01-02T06:00:00.000Z&level=l1&kind=trial&duration=30';
    const back = new URL(
      afterLoginPath({ ...input({ firstTime: true, requested: held }), isBuilt: everythingBuilt }),
      'http://x',
    );
    expect(back.searchParams.get('redirect')).toBe(held);
    expect(
      afterLoginPath({
        ...input({ firstTime: true, requested: 'https://evil.example' }),
        isBuilt: everythingBuilt,
      }),
    ).toBe('/sg/profile/onboarding_students');
  });

  it('with the pages built today, first-time tutors and students go to their onboarding', () => {
    expect(afterLoginPath(input({ roleCode: 'TTR0', firstTime: true, isBuilt }))).toBe(
      '/sg/profile/onboarding_steps',
    );
    expect(afterLoginPath(input({ firstTime: true, country: 'id', isBuilt }))).toBe(
      '/id/profile/onboarding_students',
    );
    expect(afterLoginPath(input({ roleCode: 'TTR0', requested: '/sg/profile/me', isBuilt }))).toBe(
      '/sg/profile/me',
    );
  });

  it('lands a tutor on the dashboard and a student at their home, unless a page was asked for', () => {
    expect(afterLoginPath(input({ roleCode: 'TTR0', country: 'id', isBuilt }))).toBe('/id/tutor/dashboard');
    expect(afterLoginPath(input({ roleCode: 'TTR0', requested: '/sg/booking-list', isBuilt }))).toBe(
      '/sg/booking-list',
    );
    expect(afterLoginPath(input({ roleCode: 'TTR0' }))).toBe('/sg');
    expect(afterLoginPath(input({ isBuilt }))).toBe('/sg/learning');
    expect(afterLoginPath(input({ isBuilt, requested: '/sg/chats' }))).toBe('/sg/chats');
    expect(afterLoginPath(input({ roleCode: 'CMPN', isBuilt }))).toBe('/sg');
  });

  it('sends a company user to the saved place, else the market home', () => {
    const company = input({ roleCode: 'CMPN', country: 'id', requested: '/id/profile/settings' });
    expect(afterLoginPath({ ...company, savedPlaceUrl: '/id/jobs/dashboard?tab=open' })).toBe(
      '/id/jobs/dashboard?tab=open',
    );
    expect(afterLoginPath(company)).toBe('/id');
  });

  it('otherwise goes to the requested path under the user’s market, or the market home', () => {
    expect(afterLoginPath(input({ requested: 'profile/settings' }))).toBe('/sg/profile/settings');
    expect(afterLoginPath(input({ country: 'id', requested: '/sg/profile/settings' }))).toBe(
      '/id/profile/settings',
    );
    expect(afterLoginPath(input({}))).toBe('/sg');
  });

  it('goes to the community address when a community token exists', () => {
    const member = input({
      communityToken: 'c',
      communityUrl: '/sg/community',
      requested: '/sg/profile/settings',
    });
    expect(afterLoginPath({ ...member, isBuilt: everythingBuilt })).toBe('/sg/community');
    // The SPA's own community not built: the usual destination.
    expect(afterLoginPath(member)).toBe('/sg/profile/settings');
    // No address answered: this site's community of the user's market.
    expect(afterLoginPath({ ...member, communityUrl: null, country: 'id', isBuilt: everythingBuilt })).toBe(
      '/id/community',
    );
    // COMMUNITY_URL on another site: there, whatever is built here.
    const external = input({ communityToken: 'c', communityUrl: 'https://community.ajar.test/my' });
    expect(afterLoginPath(external)).toBe('https://community.ajar.test/my');
    expect(isExternalAddress('https://community.ajar.test/my')).toBe(true);
    expect(isExternalAddress('/sg/community')).toBe(false);
  });

  it('without a community token the community address is not used', () => {
    const plain = input({ communityUrl: '/sg/community', requested: '/sg/feeds', isBuilt: everythingBuilt });
    expect(afterLoginPath(plain)).toBe('/sg/feeds');
  });

  it('first-time onboarding, staff and company destinations come before the community (spec order)', () => {
    const staff = input({
      roleCode: 'STAF',
      communityToken: 'c',
      communityUrl: '/sg/community',
      isBuilt: everythingBuilt,
    });
    expect(afterLoginPath(staff)).toBe('/sg/ops');
  });

  it('never redirects off the site or back to a login page', () => {
    expect(rehomePath('https://evil.test/x', 'sg')).toBeNull();
    expect(rehomePath('//evil.test/x', 'sg')).toBeNull();
    expect(rehomePath('javascript:alert(1)', 'sg')).toBeNull();
    expect(rehomePath('/sg/login?redirect=/sg', 'sg')).toBeNull();
    expect(afterLoginPath(input({ requested: 'https://evil.test' }))).toBe('/sg');
  });
});
