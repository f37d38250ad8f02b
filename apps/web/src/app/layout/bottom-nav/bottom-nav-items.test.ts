import { ROLE_CODES, STAFF_ROLE_CODE } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { isBuilt } from '../../../shared/routing/feature-routes';
import { bottomNavItems } from './bottom-nav-items';

const labels = (pathname: string, roleCode: string | null = null) =>
  bottomNavItems(pathname, roleCode).map((item) => item.label);

describe('bottom navigation (spec section 2)', () => {
  it('shows a visitor the built items of the spec’s bar, in its order, starting with browse tutors', () => {
    expect(labels('/sg')).toEqual(['browseTutors', 'publicAssignments', 'feeds', 'reads', 'rooms']);
  });

  it('shows only browse coaches and feeds (of those built) on lifelong pages, counsellors on counselling ones', () => {
    expect(labels('/sg/lifelong/browse')).toEqual(['browseCoaches', 'feeds']);
    expect(labels('/sg/counselling')[0]).toBe('browseCounsellors');
  });

  it('never shows a page that is not built', () => {
    for (const path of ['/sg', '/sg/lifelong/browse', '/sg/counselling']) {
      for (const item of bottomNavItems(path)) expect(isBuilt(item.feature), item.feature).toBe(true);
    }
  });

  it('gives a signed-in tutor their own five on every page, not the discovery tabs', () => {
    for (const path of ['/sg', '/sg/browse/tutors', '/sg/lifelong/browse']) {
      expect(labels(path, ROLE_CODES.tutor)).toEqual([
        'dashboard',
        'calendar',
        'messages',
        'classes',
        'profile',
      ]);
    }
    expect(bottomNavItems('/sg', ROLE_CODES.tutor).map((item) => item.feature)).toEqual([
      'tutorDashboard',
      'tutorCalendar',
      'chats',
      'manageClasses',
      'myProfile',
    ]);
  });

  it('gives a signed-in student search, lessons, messages, saved and profile; search follows the page’s variant', () => {
    expect(labels('/sg', ROLE_CODES.student)).toEqual([
      'search',
      'myLessons',
      'messages',
      'saved',
      'profile',
    ]);
    const search = (path: string) => bottomNavItems(path, ROLE_CODES.student)[0]?.feature;
    expect(search('/sg')).toBe('browseTutors');
    expect(search('/sg/lifelong/browse')).toBe('browseCoaches');
    expect(search('/sg/counselling')).toBe('browseCounsellors');
    expect(bottomNavItems('/sg', ROLE_CODES.student)[1]?.feature).toBe('bookingList');
  });

  it('shows a company and the team the visitors’ bar', () => {
    for (const role of [ROLE_CODES.company, STAFF_ROLE_CODE])
      expect(labels('/sg', role)).toEqual(labels('/sg'));
  });
});
