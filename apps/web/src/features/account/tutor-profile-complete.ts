import type { Client } from 'urql';
import { MyProfileCompletionDocument } from '../../gql/graphql';
import { authHeaders } from '../../shared/api/auth-headers';

/** A profile at this completion has nothing left to onboard. */
const COMPLETE_PERCENT = 100;

/**
 * Whether the tutor signing in has already completed their profile (a seeded or imported tutor's
 * first login): then onboarding would only replay 'Step 1 of 8'. The client in hand was made before
 * the login, so the new token goes with this one request. A failure answers false: onboarding is the
 * safe place for a first-time tutor.
 */
export async function isTutorProfileComplete(client: Client, token: string): Promise<boolean> {
  try {
    const result = await client
      .query(
        MyProfileCompletionDocument,
        {},
        { fetchOptions: { headers: authHeaders(token) }, requestPolicy: 'network-only' },
      )
      .toPromise();
    return (result.data?.getProfile.completionUser.completionPercent ?? 0) >= COMPLETE_PERCENT;
  } catch {
    return false;
  }
}
