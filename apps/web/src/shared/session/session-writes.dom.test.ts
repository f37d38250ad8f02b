import { describe, expect, it } from 'vitest';
import { FAVOURITES_STORAGE_KEY } from './session-keys';
import { clearAllButFavourites, clearSignIn, storeSignIn } from './session-writes';
import type { SignInResult } from './session-types';

function signInResult(overrides: Partial<SignInResult> = {}, country = 'sg'): SignInResult {
  return {
    firstTime: true,
    token: 'session-token',
    communityToken: 'community-token',
    communityUrl: '/sg/community',
    user: {
      pvid: 'u1',
      email: 'siti@ajar.test',
      dateJoined: '2024-01-01T00:00:00.000Z',
      token: 'public-token',
      verified: true,
      isActive: true,
      country,
      role: { pvid: 'r1', code: 'CMPN', name: 'Company', isPrivate: false },
    },
    companydata: { pvid: 'c1', userPvid: 'u1', email: 'hr@acme.test', name: 'Acme', designation: 'HR' },
    ...overrides,
  };
}

describe('login success storage (spec section 4)', () => {
  it('stores exactly i18n, country, token, userDetails, firstTime, companyData and communityToken', () => {
    storeSignIn(signInResult());
    expect(Object.keys(localStorage).sort()).toEqual(
      ['communityToken', 'companyData', 'country', 'firstTime', 'i18n', 'token', 'userDetails'].sort(),
    );
    expect(localStorage.getItem('token')).toBe('session-token');
    expect(localStorage.getItem('country')).toBe('sg');
    expect(localStorage.getItem('firstTime')).toBe('true');
    expect(localStorage.getItem('communityToken')).toBe('community-token');
    expect(JSON.parse(localStorage.getItem('userDetails') ?? '{}')).toMatchObject({
      pvid: 'u1',
      country: 'sg',
    });
    expect(JSON.parse(localStorage.getItem('companyData') ?? '{}')).toMatchObject({ name: 'Acme' });
  });

  it("stores i18n 'id' for an Indonesian account and 'en' for every other market", () => {
    storeSignIn(signInResult({}, 'id'));
    expect(localStorage.getItem('i18n')).toBe('id');
    expect(localStorage.getItem('country')).toBe('id');
    storeSignIn(signInResult({}, 'my'));
    expect(localStorage.getItem('i18n')).toBe('en');
  });

  it('does not keep a previous account’s company data or community token', () => {
    storeSignIn(signInResult());
    storeSignIn(signInResult({ companydata: null, communityToken: null }));
    expect(localStorage.getItem('companyData')).toBeNull();
    expect(localStorage.getItem('communityToken')).toBeNull();
  });
});

describe('logout storage (spec section 4)', () => {
  it('clears exactly i18n, country, token, userDetails and firstTime', () => {
    storeSignIn(signInResult());
    localStorage.setItem(FAVOURITES_STORAGE_KEY, '[]');
    clearSignIn();
    expect(Object.keys(localStorage).sort()).toEqual(['communityToken', 'companyData', 'favourites']);
  });
});

describe('a refused token (HTTP 401)', () => {
  it('clears everything except favourites', () => {
    storeSignIn(signInResult());
    localStorage.setItem(FAVOURITES_STORAGE_KEY, '[{"pvid":"t1"}]');
    clearAllButFavourites();
    expect(Object.keys(localStorage)).toEqual(['favourites']);
    expect(localStorage.getItem('favourites')).toBe('[{"pvid":"t1"}]');
  });
});
