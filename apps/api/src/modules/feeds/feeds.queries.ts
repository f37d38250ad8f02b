import { STAFF_ROLE_CODE, type CountryCode } from '@ajar/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { roles, users } from '../account';
import { feedComments, feedVotes } from './feeds.tables';

/** A comment or reply with its author, as the wall reads it. */
export interface FeedRow {
  readonly id: string;
  readonly parentId: string | null;
  readonly authorId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatarUrl: string | null;
  readonly comment: string;
  readonly totalUpVoted: number;
  readonly totalDownVoted: number;
  readonly totalReply: number;
  readonly createdAt: Date;
  readonly mentioned: readonly string[];
}

const feedRowColumns = {
  id: feedComments.id,
  parentId: feedComments.parentId,
  authorId: feedComments.authorId,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  comment: feedComments.comment,
  totalUpVoted: feedComments.totalUpVoted,
  totalDownVoted: feedComments.totalDownVoted,
  totalReply: feedComments.totalReply,
  createdAt: feedComments.createdAt,
  // The names of the people it mentions, as the text writes them after '@' (the page highlights them).
  mentioned: sql<
    string[]
  >`coalesce((select array_agg(trim(m.first_name || ' ' || m.last_name) order by m.first_name) from ${users} as m where m.id = any(${feedComments.mentions})), '{}')`,
};

/** Comments and replies the person posted since then (the rate limit). */
export async function countPostsSince(executor: Executor, authorId: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(feedComments)
    .where(and(eq(feedComments.authorId, authorId), gte(feedComments.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertFeedComment(
  executor: Executor,
  input: {
    readonly country: CountryCode;
    readonly authorId: string;
    readonly parentId: string | null;
    readonly comment: string;
    readonly mentions: readonly string[];
    readonly createdAt: Date;
  },
): Promise<string> {
  const [row] = await executor
    .insert(feedComments)
    .values({ ...input, mentions: [...input.mentions] })
    .returning({ id: feedComments.id });
  if (!row) throw new Error('feed comment not stored');
  return row.id;
}

/** A thread (not a reply) still on the wall, locked for this transaction: votes and replies serialise on it. */
export async function lockThread(
  tx: Transaction,
  id: string,
): Promise<{ id: string; country: CountryCode; authorId: string } | undefined> {
  const [row] = await tx
    .select({ id: feedComments.id, country: feedComments.country, authorId: feedComments.authorId })
    .from(feedComments)
    .where(and(eq(feedComments.id, id), isNull(feedComments.parentId), isNull(feedComments.removedAt)))
    .for('update');
  return row;
}

/** One vote per person and comment: a second vote replaces the first (concurrent calls count once). */
export async function upsertVote(
  tx: Transaction,
  input: { readonly commentId: string; readonly userId: string; readonly value: number; readonly at: Date },
): Promise<void> {
  await tx
    .insert(feedVotes)
    .values({ commentId: input.commentId, userId: input.userId, value: input.value, updatedAt: input.at })
    .onConflictDoUpdate({
      target: [feedVotes.commentId, feedVotes.userId],
      set: { value: input.value, updatedAt: input.at },
    });
}

/** Recounts a thread's votes and replies from their rows (under the thread's lock). */
export async function recountThread(executor: Executor, id: string): Promise<void> {
  await executor
    .update(feedComments)
    .set({
      totalUpVoted: sql`(select count(*)::int from ${feedVotes} where ${feedVotes.commentId} = ${id} and ${feedVotes.value} = 1)`,
      totalDownVoted: sql`(select count(*)::int from ${feedVotes} where ${feedVotes.commentId} = ${id} and ${feedVotes.value} = -1)`,
      totalReply: sql`(select count(*)::int from ${feedComments} as r where r.parent_id = ${id} and r.removed_at is null)`,
    })
    .where(eq(feedComments.id, id));
}

/** A page of a market's threads, newest first. */
export function wallPage(
  executor: Executor,
  input: { readonly country: CountryCode; readonly offset: number; readonly limit: number },
): Promise<FeedRow[]> {
  return executor
    .select(feedRowColumns)
    .from(feedComments)
    .innerJoin(users, eq(users.id, feedComments.authorId))
    .where(
      and(
        eq(feedComments.country, input.country),
        isNull(feedComments.parentId),
        isNull(feedComments.removedAt),
      ),
    )
    .orderBy(desc(feedComments.createdAt), desc(feedComments.id))
    .offset(input.offset)
    .limit(input.limit);
}

/** Threads by id (on the wall, not removed). */
export function threadsByIds(executor: Executor, ids: readonly string[]): Promise<FeedRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select(feedRowColumns)
    .from(feedComments)
    .innerJoin(users, eq(users.id, feedComments.authorId))
    .where(and(inArray(feedComments.id, [...ids]), isNull(feedComments.removedAt)));
}

/** The replies of these threads, oldest first. */
export function repliesOf(executor: Executor, parentIds: readonly string[]): Promise<FeedRow[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  return executor
    .select(feedRowColumns)
    .from(feedComments)
    .innerJoin(users, eq(users.id, feedComments.authorId))
    .where(and(inArray(feedComments.parentId, [...parentIds]), isNull(feedComments.removedAt)))
    .orderBy(asc(feedComments.createdAt), asc(feedComments.id));
}

/** The person's votes on these comments: comment id -> +1 / -1. */
export async function votesOf(
  executor: Executor,
  userId: string,
  commentIds: readonly string[],
): Promise<Map<string, number>> {
  if (commentIds.length === 0) return new Map();
  const rows = await executor
    .select({ commentId: feedVotes.commentId, value: feedVotes.value })
    .from(feedVotes)
    .where(and(eq(feedVotes.userId, userId), inArray(feedVotes.commentId, [...commentIds])));
  return new Map(rows.map((row) => [row.commentId, row.value]));
}

const activeMember = (country: CountryCode) =>
  and(eq(users.country, country), eq(users.isActive, true), ne(roles.code, STAFF_ROLE_CODE));

/** People of the market to mention, by first or last name (or full name) starting with the search. */
export function mentionCandidates(
  executor: Executor,
  input: {
    readonly country: CountryCode;
    readonly search: string;
    readonly exceptUserId: string;
    readonly limit: number;
  },
) {
  const escaped = input.search.replace(/[\\%_]/g, (c) => `\\${c}`);
  const like = `${escaped}%`;
  const nameMatch = input.search
    ? or(
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      )
    : undefined;
  return executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(activeMember(input.country), ne(users.id, input.exceptUserId), nameMatch))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(input.limit);
}

/** Of these ids, the active people of the market (mentions of anyone else are dropped). */
export async function marketMembers(
  executor: Executor,
  country: CountryCode,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(activeMember(country), inArray(users.id, [...ids])));
  return rows.map((row) => row.id);
}

export async function authorName(executor: Executor, userId: string): Promise<string> {
  const [row] = await executor
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}
