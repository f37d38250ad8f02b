import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useClient, useQuery } from 'urql';
import { AddFavouriteDocument, DeleteFavouriteDocument, GetFavouriteIdsDocument } from '../../gql/graphql';
import { showError, showErrorText, showSuccess } from '../feedback/toast';
import { useSession } from '../session/use-session';
import {
  addGuestFavourite,
  getGuestFavourites,
  getPendingFavourites,
  removeGuestFavourite,
  setPendingFavourite,
  subscribeGuestFavourites,
  subscribePendingFavourites,
  type GuestFavourite,
} from './favourites-store';

export interface Favourites {
  readonly isSignedIn: boolean;
  /** Tutor userPvids; for a signed-in user the server's list with the changes still on their way. */
  readonly ids: ReadonlySet<string>;
  /** False until a signed-in user's list has arrived. */
  readonly ready: boolean;
  readonly guestList: readonly GuestFavourite[];
  readonly isFavourite: (uuid: string) => boolean;
  readonly setFavourite: (uuid: string, tutorName: string, favourite: boolean) => Promise<void>;
}

// getFavouriteIds returns bare ids, so the document cache cannot tell it went stale: name the type.
const FAVOURITE_CONTEXT = { additionalTypenames: ['FavouriteItem'] };

/** The viewer's favourites: the server's for a signed-in user, localStorage's for a guest. */
export function useFavourites(): Favourites {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const client = useClient();
  const guestList = useSyncExternalStore(subscribeGuestFavourites, getGuestFavourites, getGuestFavourites);
  const pending = useSyncExternalStore(
    subscribePendingFavourites,
    getPendingFavourites,
    getPendingFavourites,
  );
  const [{ data }] = useQuery({
    query: GetFavouriteIdsDocument,
    pause: !isSignedIn,
    context: FAVOURITE_CONTEXT,
  });

  const ids = useMemo<ReadonlySet<string>>(() => {
    if (!isSignedIn) return new Set(guestList.map((item) => item.uuid));
    const set = new Set(data?.getFavouriteIds ?? []);
    for (const [uuid, favourite] of pending) {
      if (favourite) set.add(uuid);
      else set.delete(uuid);
    }
    return set;
  }, [isSignedIn, guestList, data, pending]);

  const setFavourite = useCallback(
    async (uuid: string, tutorName: string, favourite: boolean) => {
      if (!isSignedIn) {
        if (!favourite) {
          removeGuestFavourite(uuid);
          showSuccess(t('messages.favouriteRemoved'));
          return;
        }
        const result = addGuestFavourite(uuid, tutorName);
        if (result === 'full') {
          showErrorText(t('messages.tooManyFavourites'));
        } else showSuccess(t('messages.favouriteAdded'));
        return;
      }
      setPendingFavourite(uuid, favourite);
      const result = favourite
        ? await client.mutation(AddFavouriteDocument, { uuid }, FAVOURITE_CONTEXT).toPromise()
        : await client.mutation(DeleteFavouriteDocument, { uuid }, FAVOURITE_CONTEXT).toPromise();
      if (result.error) {
        setPendingFavourite(uuid, null);
        showError(result.error);
        return;
      }
      showSuccess(t(favourite ? 'messages.favouriteAdded' : 'messages.favouriteRemoved'));
      // Every heart and the header badge read this one cached query; refresh it, then drop the guess.
      await client
        .query(GetFavouriteIdsDocument, {}, { ...FAVOURITE_CONTEXT, requestPolicy: 'network-only' })
        .toPromise();
      setPendingFavourite(uuid, null);
    },
    [client, isSignedIn, t],
  );

  const isFavourite = useCallback((uuid: string) => ids.has(uuid), [ids]);

  return {
    isSignedIn,
    ids,
    ready: !isSignedIn || data !== undefined,
    guestList,
    isFavourite,
    setFavourite,
  };
}
