import { STORAGE_KEYS } from '../session/session-keys';

/** Spec section 7: the token travels as `auth-token`, and as a bearer header for plain HTTP clients. */
export function authHeaders(token: string | null): Record<string, string> {
  return token ? { 'auth-token': token, Authorization: `Bearer ${token}` } : {};
}

/**
 * Issue 20: with no session, a stored community token still names the member to the community's fields
 * (the API accepts it there only). Browser only: the server renders as a guest.
 */
export function communityHeaders(): Record<string, string> {
  if (typeof localStorage === 'undefined') return {};
  const token = localStorage.getItem(STORAGE_KEYS.communityToken);
  return token ? { 'community-token': token } : {};
}
