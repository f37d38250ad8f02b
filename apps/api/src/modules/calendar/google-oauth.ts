import { z } from 'zod';
import type { GoogleConfig } from '../../config';

/** How long Google's token endpoint may take before linking gives up. */
export const GOOGLE_TOKEN_TIMEOUT_MS = 10_000;

const tokenResponseSchema = z.object({ refresh_token: z.string().min(1) });

/**
 * Exchanges an authorization code (offline access, calendar scope) for Google's refresh token. Throws on any
 * failure: no answer in time, an error status, or an answer without a refresh token (Google gives one only
 * when the user consented to offline access).
 */
export async function exchangeGoogleCode(
  google: GoogleConfig,
  code: string,
  redirectUri: string,
  timeoutMs: number = GOOGLE_TOKEN_TIMEOUT_MS,
): Promise<string> {
  const response = await fetch(google.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: google.clientId,
      client_secret: google.clientSecret,
      redirect_uri: redirectUri,
    }),
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`Google token endpoint answered ${response.status}`);
  return tokenResponseSchema.parse(await response.json()).refresh_token;
}
