import { MAX_FAVOURITES } from '@ajar/domain';
import type { Client } from 'urql';
import { MergeFavouritesDocument } from '../../gql/graphql';
import { authHeaders } from '../api/auth-headers';
import { clearGuestFavourites, getGuestFavourites } from './favourites-store';

/**
 * On login a guest's favourites join the account (mergeFavourites keeps the ones it already has) and
 * leave localStorage. The client in hand was made before the login, so the new token goes with this
 * one request. A failure keeps the local list for the next login; the login itself goes on.
 */
export async function mergeGuestFavourites(
  client: Client,
  token: string,
  ownUserPvid: string,
): Promise<void> {
  const list = getGuestFavourites()
    .filter((item) => item.uuid !== ownUserPvid)
    .slice(0, MAX_FAVOURITES)
    .map(({ uuid, selectedItems }) => ({
      uuid,
      selectedItems: selectedItems.map(({ profileSubjectId, units }) => ({ profileSubjectId, units })),
    }));
  if (list.length === 0) {
    if (getGuestFavourites().length > 0) clearGuestFavourites();
    return;
  }
  try {
    const result = await client
      .mutation(
        MergeFavouritesDocument,
        { list },
        { fetchOptions: { headers: authHeaders(token) }, requestPolicy: 'network-only' },
      )
      .toPromise();
    if (!result.error) clearGuestFavourites();
  } catch {
    // Kept locally; the next login tries again.
  }
}
