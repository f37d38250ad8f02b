/** Spec section 7: the token travels as `auth-token`, and as a bearer header for plain HTTP clients. */
export function authHeaders(token: string | null): Record<string, string> {
  return token ? { 'auth-token': token, Authorization: `Bearer ${token}` } : {};
}
