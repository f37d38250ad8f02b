import { describe, expect, it } from 'vitest';
import { appPageOf, isAppPagePath, PAGE_PATHS, TUTOR_PROFILE_PAGE } from './page-paths';
import { tutorProfilePath } from './routes';

describe('isAppPagePath', () => {
  it('knows the root, each market, its pages and a tutor profile', () => {
    expect(isAppPagePath('/')).toBe(true);
    expect(isAppPagePath('/sg')).toBe(true);
    expect(isAppPagePath('/id/')).toBe(true);
    expect(isAppPagePath('/sg/browse/tutors')).toBe(true);
    expect(isAppPagePath('/sg/login')).toBe(true);
    expect(isAppPagePath('/my/profile/me/')).toBe(true);
    expect(isAppPagePath('/sg/balance/buy/topup')).toBe(true);
    expect(isAppPagePath('/sg/payment-result/stripe/tx-1')).toBe(true);
    expect(isAppPagePath('/sg/Browse/Tutors')).toBe(true);
    const profile = tutorProfilePath('sg', {
      token: 'z4ZI6-oGp0Q-',
      id: '12',
      firstName: 'Siti',
      lastName: 'Aminah',
    });
    expect(isAppPagePath(profile)).toBe(true);
  });

  it('refuses unknown paths, unknown markets and partial or extended pages', () => {
    expect(isAppPagePath('/sg/no-such-page')).toBe(false);
    expect(isAppPagePath('/xx')).toBe(false);
    expect(isAppPagePath('/xx/login')).toBe(false);
    expect(isAppPagePath('/sg/browse')).toBe(false);
    expect(isAppPagePath('/sg/browse/tutors/extra')).toBe(false);
    expect(isAppPagePath('/sg/balance/buy')).toBe(false);
    expect(isAppPagePath('/sg/a--b')).toBe(false);
    expect(isAppPagePath('/sg/%E0%A4')).toBe(false);
  });

  it('lists each page once, relative to the market', () => {
    expect(new Set(PAGE_PATHS).size).toBe(PAGE_PATHS.length);
    for (const path of PAGE_PATHS) expect(path).toMatch(/^[a-z_-]+(?:\/(?::[A-Za-z]+|[a-z_-]+))*$/);
  });
});

describe('appPageOf (which page an address shows, for the HTML the server sends)', () => {
  it('names the market and the page', () => {
    expect(appPageOf('/sg')).toEqual({ country: 'sg', page: '' });
    expect(appPageOf('/id/')).toEqual({ country: 'id', page: '' });
    expect(appPageOf('/sg/browse/tutors')).toEqual({ country: 'sg', page: 'browse/tutors' });
    expect(appPageOf('/sg/Login')).toEqual({ country: 'sg', page: 'login' });
    expect(appPageOf('/sg/payment-result/stripe/tx-1')).toEqual({
      country: 'sg',
      page: 'payment-result/:serviceName/:transactionId',
    });
    expect(appPageOf('/id/tok123--user-1--Siti--Rahma')).toEqual({ country: 'id', page: TUTOR_PROFILE_PAGE });
  });

  it('is null for no page: the root, an unknown market or address', () => {
    for (const path of ['/', '', '/xx', '/xx/login', '/sg/no-such-page', '/sg/login/more']) {
      expect(appPageOf(path)).toBeNull();
    }
  });
});
