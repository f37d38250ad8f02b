import type { Language } from '@ajar/domain';
import { FAVOURITES_STORAGE_KEY, STORAGE_KEYS } from './session-keys';
import { notifySessionChanged } from './session-store';
import type { SessionUser, SignInResult } from './session-types';

/** Spec section 4, "Login success": i18n is id for Indonesian accounts, else en. */
export function languageForUser(user: Pick<SessionUser, 'country'>): Language {
  return user.country === 'id' ? 'id' : 'en';
}

function setOrRemove(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

/** Stores exactly the keys the spec lists on login success. */
export function storeSignIn(result: SignInResult): void {
  localStorage.setItem(STORAGE_KEYS.language, languageForUser(result.user));
  localStorage.setItem(STORAGE_KEYS.country, result.user.country);
  localStorage.setItem(STORAGE_KEYS.token, result.token);
  localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(result.user));
  localStorage.setItem(STORAGE_KEYS.firstTime, String(result.firstTime));
  // Absent values are removed, not kept: logout leaves these two, and a previous account's must not linger.
  setOrRemove(STORAGE_KEYS.companyData, result.companydata ? JSON.stringify(result.companydata) : null);
  setOrRemove(STORAGE_KEYS.communityToken, result.communityToken || null);
  notifySessionChanged();
}

/** After a password change the server ends every other session and hands this one a new token. */
export function storeRenewedSession(token: string, user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(user));
  notifySessionChanged();
}

/** Spec section 4, "Logout": clears exactly these keys, nothing else. */
export const LOGOUT_CLEARED_KEYS = [
  STORAGE_KEYS.language,
  STORAGE_KEYS.country,
  STORAGE_KEYS.token,
  STORAGE_KEYS.userDetails,
  STORAGE_KEYS.firstTime,
] as const;

export function clearSignIn(): void {
  for (const key of LOGOUT_CLEARED_KEYS) localStorage.removeItem(key);
  notifySessionChanged();
}

/** A stored token the server refused: wipe everything except favourites (spec sections 3 and 4). */
export function clearAllButFavourites(): void {
  const favourites = localStorage.getItem(FAVOURITES_STORAGE_KEY);
  localStorage.clear();
  if (favourites !== null) localStorage.setItem(FAVOURITES_STORAGE_KEY, favourites);
  notifySessionChanged();
}
