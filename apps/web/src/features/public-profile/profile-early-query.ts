import type { TutorProfileRef } from '@ajar/domain';
import { PublicProfileDocument, type PublicProfileQueryVariables } from '../../gql/graphql';
import { apiClientFor } from '../../shared/api/current-client';
import { getToken } from '../../shared/session/session-store';
import { serverWaits } from '../../shared/ssr/server-waits';
import { viewSourceOf } from '../../shared/profile/profile-market';

/** getProfile's variables for a profile address: the page asks with exactly these. */
export function profileQueryVariables(
  profileRef: TutorProfileRef,
  search: URLSearchParams,
): PublicProfileQueryVariables {
  return { code: profileRef.token, source: viewSourceOf(search) };
}

/**
 * Asks for the profile while its page's code is on its way; the page's own query then finds the
 * answer in the client's cache (a failed answer is not kept: the page asks once more).
 */
export function askProfileEarly(profileRef: TutorProfileRef, search: URLSearchParams): void {
  const answer = apiClientFor(getToken())
    .query(PublicProfileDocument, profileQueryVariables(profileRef, search))
    .toPromise();
  // On the server the render waits for it; in the browser nothing waits.
  serverWaits.add(answer);
}
