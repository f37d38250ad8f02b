import { isCountryCode, type CountryCode, type Language } from '@ajar/domain';
import { STORAGE_KEYS } from './session-keys';
import type { SessionCompanyData, SessionUser } from './session-types';

/**
 * The one reader and writer of the session keys in localStorage. Components subscribe so that a
 * login or logout elsewhere re-renders the header at once.
 */
export interface SessionSnapshot {
  readonly token: string | null;
  readonly user: SessionUser | null;
  readonly companyData: SessionCompanyData | null;
  readonly firstTime: boolean;
  readonly communityToken: string | null;
}

const listeners = new Set<() => void>();
let cached: SessionSnapshot | null = null;

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function readSnapshot(): SessionSnapshot {
  return {
    token: localStorage.getItem(STORAGE_KEYS.token),
    user: readJson<SessionUser>(STORAGE_KEYS.userDetails),
    companyData: readJson<SessionCompanyData>(STORAGE_KEYS.companyData),
    firstTime: localStorage.getItem(STORAGE_KEYS.firstTime) === 'true',
    communityToken: localStorage.getItem(STORAGE_KEYS.communityToken),
  };
}

export function getSession(): SessionSnapshot {
  cached ??= readSnapshot();
  return cached;
}

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

/** Call after any write so subscribers see the new state. */
export function notifySessionChanged(): void {
  cached = null;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getStoredCountry(): CountryCode | null {
  const value = localStorage.getItem(STORAGE_KEYS.country);
  return isCountryCode(value) ? value : null;
}

export function setStoredCountry(country: CountryCode): void {
  localStorage.setItem(STORAGE_KEYS.country, country);
}

export function getStoredLanguage(): Language | null {
  const value = localStorage.getItem(STORAGE_KEYS.language);
  return value === 'en' || value === 'id' ? value : null;
}

export function setStoredLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
}

if (typeof window !== 'undefined') {
  // Another tab logging in or out changes what this tab should show.
  window.addEventListener('storage', () => notifySessionChanged());
}
