import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, users } from '../account';
import { profileSubjects } from '../profile';
import type { FavouriteTarget } from './favourite.policy';
import type { FavouriteSelectedItemView, FavouriteView } from './favourite.shapes';
import { favouriteItems, favourites } from './favourite.tables';

/** Serialises one user's favourite writes, so two tabs cannot both pass the cap check. */

export async function favouriteTargets(
  executor: Executor,
  tutorIds: readonly string[],
): Promise<Map<string, FavouriteTarget>> {
  if (tutorIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: users.id, roleCode: roles.code, isActive: users.isActive })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(users.id, [...tutorIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The tutor user ids this user keeps, oldest first. */
export async function keptTutorIds(executor: Executor, userId: string): Promise<string[]> {
  const rows = await executor
    .select({ tutorUserId: favourites.tutorUserId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt));
  return rows.map((row) => row.tutorUserId);
}

/** Which of these profile subjects belong to which tutor (profile subject id -> tutor user id). */
export async function subjectOwners(
  executor: Executor,
  profileSubjectIds: readonly string[],
): Promise<Map<string, string>> {
  if (profileSubjectIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: profileSubjects.id, userId: profileSubjects.userId })
    .from(profileSubjects)
    .where(inArray(profileSubjects.id, [...profileSubjectIds]));
  return new Map(rows.map((row) => [row.id, row.userId]));
}

/** Adds the favourite or touches it; returns its id either way. */
export async function upsertFavourite(
  executor: Executor,
  userId: string,
  tutorUserId: string,
  now: Date,
): Promise<string> {
  const [row] = await executor
    .insert(favourites)
    .values({ userId, tutorUserId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [favourites.userId, favourites.tutorUserId],
      set: { updatedAt: now },
    })
    .returning({ id: favourites.id });
  if (!row) throw new Error('upsert returned no favourite');
  return row.id;
}

export async function insertFavourites(
  executor: Executor,
  userId: string,
  tutorUserIds: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  if (tutorUserIds.length === 0) return new Map();
  const rows = await executor
    .insert(favourites)
    .values(tutorUserIds.map((tutorUserId) => ({ userId, tutorUserId, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: [favourites.userId, favourites.tutorUserId] })
    .returning({ id: favourites.id, tutorUserId: favourites.tutorUserId });
  return new Map(rows.map((row) => [row.tutorUserId, row.id]));
}

export async function replaceItems(
  executor: Executor,
  favouriteId: string,
  items: readonly FavouriteSelectedItemView[],
): Promise<void> {
  await executor.delete(favouriteItems).where(eq(favouriteItems.favouriteId, favouriteId));
  await insertItems(executor, [{ favouriteId, items }]);
}

export async function insertItems(
  executor: Executor,
  groups: readonly { favouriteId: string; items: readonly FavouriteSelectedItemView[] }[],
): Promise<void> {
  const rows = groups.flatMap(({ favouriteId, items }) =>
    items.map((item) => ({ favouriteId, profileSubjectId: item.profileSubjectId, units: item.units })),
  );
  if (rows.length > 0) await executor.insert(favouriteItems).values(rows);
}

export async function deleteFavouriteOf(
  executor: Executor,
  userId: string,
  tutorUserId: string,
): Promise<boolean> {
  const removed = await executor
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.tutorUserId, tutorUserId)))
    .returning({ id: favourites.id });
  return removed.length > 0;
}

/** This user's favourites (all, or those of some tutors), newest first, with their selected items. */
export async function favouriteViews(
  executor: Executor,
  userId: string,
  tutorUserIds?: readonly string[],
): Promise<FavouriteView[]> {
  const rows = await executor
    .select({
      pvid: favourites.id,
      uuid: favourites.tutorUserId,
      createdAt: favourites.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.tutorUserId))
    .where(
      and(
        eq(favourites.userId, userId),
        tutorUserIds ? inArray(favourites.tutorUserId, [...tutorUserIds]) : undefined,
      ),
    )
    .orderBy(desc(favourites.createdAt), asc(favourites.id));
  if (rows.length === 0) return [];
  // The favourites' ids come from the owner's rows above, so the items cannot be anyone else's.
  const items = await executor
    .select({
      favouriteId: favouriteItems.favouriteId,
      profileSubjectId: favouriteItems.profileSubjectId,
      units: favouriteItems.units,
    })
    .from(favouriteItems)
    .innerJoin(profileSubjects, eq(profileSubjects.id, favouriteItems.profileSubjectId))
    .where(
      inArray(
        favouriteItems.favouriteId,
        rows.map((row) => row.pvid),
      ),
    )
    .orderBy(asc(profileSubjects.createdAt), asc(profileSubjects.id));
  const itemsOf = new Map<string, FavouriteSelectedItemView[]>();
  for (const item of items) {
    const list = itemsOf.get(item.favouriteId) ?? [];
    list.push({ profileSubjectId: item.profileSubjectId, units: item.units });
    itemsOf.set(item.favouriteId, list);
  }
  return rows.map((row) => ({
    pvid: row.pvid,
    uuid: row.uuid,
    createdAt: row.createdAt,
    selectedItems: itemsOf.get(row.pvid) ?? [],
    tutorName: `${row.firstName} ${row.lastName}`.trim(),
  }));
}
