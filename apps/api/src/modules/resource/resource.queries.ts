import { ROLE_CODES, type CountryCode } from '@ajar/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, users } from '../account';
import { boostRunning } from '../boost';
import { resources, type ResourceKind, type ResourceRow } from './resource.tables';

export async function findResourceById(executor: Executor, id: string): Promise<ResourceRow | undefined> {
  const [row] = await executor.select().from(resources).where(eq(resources.id, id)).limit(1);
  return row;
}

export async function findResourceByKey(executor: Executor, key: string): Promise<ResourceRow | undefined> {
  const [row] = await executor.select().from(resources).where(eq(resources.storageKey, key)).limit(1);
  return row;
}

/** True when the key is the poster image of a stored video. */
export async function isPosterKey(executor: Executor, key: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: resources.id })
    .from(resources)
    .where(eq(resources.posterStorageKey, key))
    .limit(1);
  return row !== undefined;
}

/** A user's files of one kind, oldest first. */
export function listResourcesOf(
  executor: Executor,
  userId: string,
  kind: ResourceKind,
): Promise<ResourceRow[]> {
  return executor
    .select()
    .from(resources)
    .where(and(eq(resources.ownerUserId, userId), eq(resources.kind, kind)))
    .orderBy(asc(resources.createdAt), asc(resources.id));
}

export async function countResourcesOf(
  executor: Executor,
  userId: string,
  kind: ResourceKind,
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(resources)
    .where(and(eq(resources.ownerUserId, userId), eq(resources.kind, kind)));
  return row?.n ?? 0;
}

/** Locks the user's row so concurrent uploads of one user (the 3-video cap, avatar replacement) serialise. */
export async function lockUser(executor: Executor, userId: string): Promise<boolean> {
  const rows = await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function setAvatarUrl(executor: Executor, userId: string, path: string | null): Promise<void> {
  await executor.update(users).set({ avatarUrl: path }).where(eq(users.id, userId));
}

export interface HomeIntroVideoRow {
  readonly featured: boolean;
  readonly resource: ResourceRow;
  readonly tutor: {
    readonly id: string;
    readonly token: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly avatarUrl: string | null;
  };
}

/** Introduction videos of active, verified tutors of one market: boosted tutors first, then newest first. */
export function listHomeIntroVideos(
  executor: Executor,
  country: CountryCode,
  limit: number,
  now: Date,
): Promise<HomeIntroVideoRow[]> {
  // Tutors with a home-page boost running come first (spec: boost type HomePage).
  const featured = sql<boolean>`${boostRunning(users.id, 'HomePage', now)}`;
  return executor
    .select({
      featured,
      resource: resources,
      tutor: {
        id: users.id,
        token: users.token,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
      },
    })
    .from(resources)
    .innerJoin(users, eq(users.id, resources.ownerUserId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(resources.kind, 'VIDEO'),
        eq(users.country, country),
        eq(users.isActive, true),
        eq(users.verified, true),
        eq(roles.code, ROLE_CODES.tutor),
      ),
    )
    .orderBy(desc(featured), desc(resources.createdAt), desc(resources.id))
    .limit(limit);
}
