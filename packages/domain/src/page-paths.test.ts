import { describe, expect, it } from 'vitest';
import { isAppPagePath, PAGE_PATHS } from './page-paths';
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
