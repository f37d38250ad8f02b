import { PLACE_URL_SESSION_KEY } from './session-keys';

/** Remembers where a visitor was when a page sent them to log in. */
export function savePlaceUrl(path: string): void {
  sessionStorage.setItem(PLACE_URL_SESSION_KEY, path);
}

/** Reads and forgets the saved place (used once, after login). */
export function takePlaceUrl(): string | null {
  const value = sessionStorage.getItem(PLACE_URL_SESSION_KEY);
  sessionStorage.removeItem(PLACE_URL_SESSION_KEY);
  return value;
}
