import { MAX_FAVOURITES } from '@ajar/domain';
import { admitUnderLimit, holdPersonLimit, type PersonLimit } from '../../infra/rate-limit/person-limit';
import { DomainError } from '../../kernel/domain-error';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import type { Viewer } from '../../kernel/viewer';
import { isPvid } from '../../kernel/ids';
import { favouriteRefusal, favouriteRoom } from './favourite.policy';
import {
  deleteFavouriteOf,
  favouriteTargets,
  favouriteViews,
  insertFavourites,
  insertItems,
  keptTutorIds,
  replaceItems,
  subjectOwners,
  upsertFavourite,
} from './favourite.queries';
import type { FavouriteInput, FavouriteSelectedItemView, FavouriteView } from './favourite.shapes';

const notFound = (): DomainError => new DomainError('NOT_FOUND', 'notFound');

const FAVOURITES_LIMIT: PersonLimit = {
  name: 'favourites',
  max: MAX_FAVOURITES,
  windowMs: null,
  refusal: () => new DomainError('BAD_USER_INPUT', 'tooManyFavourites'),
};

/** getFavourites: the viewer's favourites, newest first. */
export function listFavourites(deps: Deps, viewer: Viewer): Promise<FavouriteView[]> {
  return favouriteViews(deps.db, viewer.userId);
}

/** getFavouriteIds: the tutors' user ids, for the hearts on cards. */
export function favouriteTutorIds(deps: Deps, viewer: Viewer): Promise<string[]> {
  return keptTutorIds(deps.db, viewer.userId);
}

/** Every selected subject must be one the tutor teaches; else nothing is written. */
async function checkItemsBelong(
  executor: Executor,
  entries: readonly { tutorUserId: string; items: readonly FavouriteSelectedItemView[]; path: string }[],
): Promise<void> {
  const owners = await subjectOwners(
    executor,
    entries.flatMap((entry) => entry.items.map((item) => item.profileSubjectId)),
  );
  for (const entry of entries) {
    const stray = entry.items.findIndex((item) => owners.get(item.profileSubjectId) !== entry.tutorUserId);
    if (stray >= 0) {
      throw new DomainError('BAD_USER_INPUT', 'subjectRequired', {
        [`${entry.path}selectedItems.${stray}.profileSubjectId`]: 'subjectRequired',
      });
    }
  }
}

/** addFavourite: keeps a tutor (again); given selectedItems replace the stored ones. */
export async function addFavourite(
  deps: Deps,
  viewer: Viewer,
  input: FavouriteInput,
): Promise<FavouriteView> {
  if (!isPvid(input.uuid)) throw notFound();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const targets = await favouriteTargets(tx, [input.uuid]);
    const refusal = favouriteRefusal(viewer.userId, targets.get(input.uuid));
    if (refusal === 'notFound') throw notFound();
    if (refusal) throw new DomainError('FORBIDDEN', refusal);
    // Keeping a tutor already kept again takes no room.
    await admitUnderLimit(tx, FAVOURITES_LIMIT, viewer.userId, now, async () => {
      const kept = await keptTutorIds(tx, viewer.userId);
      return kept.includes(input.uuid) ? 0 : kept.length;
    });
    if (input.selectedItems) {
      await checkItemsBelong(tx, [{ tutorUserId: input.uuid, items: input.selectedItems, path: '' }]);
    }
    const favouriteId = await upsertFavourite(tx, viewer.userId, input.uuid, now);
    if (input.selectedItems) await replaceItems(tx, favouriteId, input.selectedItems);
    const [view] = await favouriteViews(tx, viewer.userId, [input.uuid]);
    if (!view) throw new Error('the favourite just written is missing');
    return view;
  });
}

/** deleteFavourite: forgets the tutor; forgetting one that is not kept is not an error. */
export async function deleteFavourite(deps: Deps, viewer: Viewer, tutorUserId: string): Promise<void> {
  if (!isPvid(tutorUserId)) return;
  await deleteFavouriteOf(deps.db, viewer.userId, tutorUserId.toLowerCase());
}

/**
 * mergeFavourites: a guest's favourites, on login. Tutors already kept stay as they are; the others are
 * added in the guest's order while there is room. Entries for tutors that are gone (or the user) are
 * skipped, as a browser's list may be old; a subject that is not the tutor's refuses the whole merge.
 */
export async function mergeFavourites(
  deps: Deps,
  viewer: Viewer,
  list: readonly FavouriteInput[],
): Promise<FavouriteView[]> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await holdPersonLimit(tx, FAVOURITES_LIMIT, viewer.userId);
    const kept = new Set(await keptTutorIds(tx, viewer.userId));
    const wanted = new Map<string, FavouriteInput & { path: string }>();
    for (const [index, entry] of list.entries()) {
      if (isPvid(entry.uuid) && !kept.has(entry.uuid) && !wanted.has(entry.uuid)) {
        wanted.set(entry.uuid, { ...entry, path: `list.${index}.` });
      }
    }
    const targets = await favouriteTargets(tx, [...wanted.keys()]);
    const adding = [...wanted.values()]
      .filter((entry) => favouriteRefusal(viewer.userId, targets.get(entry.uuid)) === null)
      .slice(0, favouriteRoom(kept.size));
    const withItems = adding.map((entry) => ({
      tutorUserId: entry.uuid,
      items: entry.selectedItems ?? [],
      path: entry.path,
    }));
    await checkItemsBelong(tx, withItems);
    const ids = await insertFavourites(
      tx,
      viewer.userId,
      adding.map((entry) => entry.uuid),
      now,
    );
    await insertItems(
      tx,
      withItems.flatMap(({ tutorUserId, items }) => {
        const favouriteId = ids.get(tutorUserId);
        return favouriteId ? [{ favouriteId, items }] : [];
      }),
    );
    return favouriteViews(tx, viewer.userId);
  });
}
