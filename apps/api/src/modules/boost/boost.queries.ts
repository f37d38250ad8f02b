import type { BoostType } from '@ajar/domain';
import { and, asc, eq, gt, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lockKey } from '../../db/advisory-lock';
import type { Executor, Transaction } from '../../db/client';
import { profileBoosts, type ProfileBoostRow } from './boost.tables';

/** One tutor's boosts of one type are bought one at a time, so each queues after the one before. */
export async function lockBoostsOf(tx: Transaction, userId: string, type: BoostType): Promise<void> {
  await lockKey(tx, 'BOOS', `${userId}:${type}`);
}

/** When the last running or queued boost of this type ends; null when none does after `now`. */
export async function queuedUntil(
  executor: Executor,
  userId: string,
  type: BoostType,
  now: Date,
): Promise<Date | null> {
  const [row] = await executor
    .select({ until: max(profileBoosts.endsAt) })
    .from(profileBoosts)
    .where(
      and(eq(profileBoosts.userId, userId), eq(profileBoosts.type, type), gt(profileBoosts.endsAt, now)),
    );
  return row?.until ?? null;
}

export async function insertBoost(
  executor: Executor,
  boost: Omit<ProfileBoostRow, 'createdAt'> & { readonly createdAt: Date },
): Promise<ProfileBoostRow> {
  const [row] = await executor.insert(profileBoosts).values(boost).returning();
  if (!row) throw new Error('boost: the inserted row is missing');
  return row;
}

/** The tutor's boosts that have not ended, soonest first. */
export function liveBoostsOf(executor: Executor, userId: string, now: Date): Promise<ProfileBoostRow[]> {
  return executor
    .select()
    .from(profileBoosts)
    .where(and(eq(profileBoosts.userId, userId), gt(profileBoosts.endsAt, now)))
    .orderBy(asc(profileBoosts.startsAt), asc(profileBoosts.type));
}

/**
 * SQL true while `userId` has a boost of `type` running at `now` (starts_at <= now < ends_at): the one test of
 * "boosted" that search (browse order) and the home page's videos share.
 */
export function boostRunning(userId: SQL | AnyPgColumn, type: BoostType, now: Date): SQL {
  const at = now.toISOString();
  return sql`exists (
    select 1 from ${profileBoosts} b
    where b.user_id = ${userId} and b.type = ${type}
      and b.starts_at <= ${at}::timestamptz and b.ends_at > ${at}::timestamptz)`;
}

/** The users with a boost of `type` running at `now`, as a subquery. */
export function usersBoostedAt(type: BoostType, now: Date): SQL {
  const at = now.toISOString();
  return sql`select b.user_id from ${profileBoosts} b
    where b.type = ${type} and b.starts_at <= ${at}::timestamptz and b.ends_at > ${at}::timestamptz`;
}
