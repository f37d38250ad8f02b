import type { CommunityPostKind, CommunityTab, CommunityTarget, CountryCode } from '@ajar/domain';
import { and, asc, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { users } from '../account';
import {
  communityAnswers,
  communityComments,
  communityFollows,
  communityPosts,
  communityVotes,
} from './community.tables';

const int = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
const votesOn = (type: CommunityTarget, id: SQL | typeof communityPosts.id, value: 1 | -1) =>
  int(
    sql`select count(*) from ${communityVotes} v where v.target_type = ${type} and v.target_id = ${id} and v.value = ${value}`,
  );

const authorColumns = {
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.token,
  avatarUrl: users.avatarUrl,
};

const postColumns = {
  id: communityPosts.id,
  country: communityPosts.country,
  kind: communityPosts.kind,
  title: communityPosts.title,
  body: communityPosts.body,
  tags: communityPosts.tags,
  acceptedAnswerId: communityPosts.acceptedAnswerId,
  createdAt: communityPosts.createdAt,
  ...authorColumns,
  upvotes: votesOn('POST', communityPosts.id, 1),
  downvotes: votesOn('POST', communityPosts.id, -1),
  answerCount: int(sql`select count(*) from ${communityAnswers} a where a.post_id = ${communityPosts.id}`),
  commentCount: int(sql`select count(*) from ${communityComments} c where c.post_id = ${communityPosts.id}`),
};

export type PostRow = Awaited<ReturnType<typeof postsByIds>>[number];

export async function postsByIds(executor: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return executor
    .select(postColumns)
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .where(inArray(communityPosts.id, [...ids]));
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of a market's posts for a tab, newest first. */
export function postPage(
  executor: Executor,
  input: {
    readonly country: CountryCode;
    readonly tab: CommunityTab;
    readonly search: string;
    readonly viewerId: string | null;
    readonly offset: number;
    readonly limit: number;
  },
) {
  const like = escapeLike(input.search);
  const tabFilter: Record<CommunityTab, SQL | undefined> = {
    LATEST: undefined,
    QUESTIONS: eq(communityPosts.kind, 'QUESTION'),
    UNANSWERED: and(
      eq(communityPosts.kind, 'QUESTION'),
      isNull(communityPosts.acceptedAnswerId),
      sql`not exists (select 1 from ${communityAnswers} a where a.post_id = ${communityPosts.id})`,
    ),
    FOLLOWING: input.viewerId
      ? exists(
          executor
            .select({ one: sql`1` })
            .from(communityFollows)
            .where(
              and(
                eq(communityFollows.followerId, input.viewerId),
                eq(communityFollows.followeeId, communityPosts.authorId),
              ),
            ),
        )
      : sql`false`,
  };
  return executor
    .select(postColumns)
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .where(
      and(
        eq(communityPosts.country, input.country),
        eq(users.isActive, true),
        tabFilter[input.tab],
        input.search
          ? or(
              ilike(communityPosts.title, like),
              ilike(communityPosts.body, like),
              sql`${input.search.toLowerCase()} = any(${communityPosts.tags})`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .offset(input.offset)
    .limit(input.limit);
}

export async function insertPost(
  executor: Executor,
  input: {
    readonly country: CountryCode;
    readonly authorId: string;
    readonly kind: CommunityPostKind;
    readonly title: string;
    readonly body: string;
    readonly tags: readonly string[];
    readonly createdAt: Date;
  },
): Promise<string> {
  const [row] = await executor
    .insert(communityPosts)
    .values({ ...input, tags: [...input.tags] })
    .returning({ id: communityPosts.id });
  if (!row) throw new Error('community post not stored');
  return row.id;
}

/** The post locked for this transaction: acceptances and answers serialise on it. */
export async function lockPost(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: communityPosts.id,
      country: communityPosts.country,
      kind: communityPosts.kind,
      authorId: communityPosts.authorId,
      acceptedAnswerId: communityPosts.acceptedAnswerId,
    })
    .from(communityPosts)
    .where(eq(communityPosts.id, id))
    .for('update');
  return row;
}

export async function setAcceptedAnswer(tx: Transaction, postId: string, answerId: string): Promise<void> {
  await tx.update(communityPosts).set({ acceptedAnswerId: answerId }).where(eq(communityPosts.id, postId));
}

const answerColumns = {
  id: communityAnswers.id,
  postId: communityAnswers.postId,
  body: communityAnswers.body,
  createdAt: communityAnswers.createdAt,
  ...authorColumns,
  upvotes: votesOn('ANSWER', sql`${communityAnswers.id}`, 1),
  downvotes: votesOn('ANSWER', sql`${communityAnswers.id}`, -1),
  accepted:
    sql<boolean>`coalesce(${communityPosts.acceptedAnswerId} = ${communityAnswers.id}, false)`.mapWith(
      (value: unknown) => value === true || value === 't',
    ),
};

export type AnswerRow = Awaited<ReturnType<typeof answersWhere>>[number];

function answersWhere(executor: Executor, where: SQL | undefined) {
  return executor
    .select(answerColumns)
    .from(communityAnswers)
    .innerJoin(users, eq(users.id, communityAnswers.authorId))
    .innerJoin(communityPosts, eq(communityPosts.id, communityAnswers.postId))
    .where(where)
    .orderBy(asc(communityAnswers.createdAt), asc(communityAnswers.id));
}

export const answersOfPost = (executor: Executor, postId: string) =>
  answersWhere(executor, eq(communityAnswers.postId, postId));
export const answerById = async (executor: Executor, id: string) =>
  (await answersWhere(executor, eq(communityAnswers.id, id)))[0];

export async function insertAnswer(
  executor: Executor,
  input: {
    readonly postId: string;
    readonly authorId: string;
    readonly body: string;
    readonly createdAt: Date;
  },
): Promise<string> {
  const [row] = await executor.insert(communityAnswers).values(input).returning({ id: communityAnswers.id });
  if (!row) throw new Error('community answer not stored');
  return row.id;
}

export async function answerTarget(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: communityAnswers.id,
      postId: communityAnswers.postId,
      authorId: communityAnswers.authorId,
      country: communityPosts.country,
    })
    .from(communityAnswers)
    .innerJoin(communityPosts, eq(communityPosts.id, communityAnswers.postId))
    .where(eq(communityAnswers.id, id));
  return row;
}

export async function insertComment(
  executor: Executor,
  input: {
    readonly postId: string;
    readonly answerId: string | null;
    readonly authorId: string;
    readonly body: string;
    readonly createdAt: Date;
  },
): Promise<string> {
  const [row] = await executor
    .insert(communityComments)
    .values(input)
    .returning({ id: communityComments.id });
  if (!row) throw new Error('community comment not stored');
  return row.id;
}

export type CommentRow = Awaited<ReturnType<typeof commentsOf>>[number];

/** The comments of a post's thread (on the post and its answers), oldest first. */
export async function commentsOf(executor: Executor, postIds: readonly string[]) {
  if (postIds.length === 0) return [];
  return executor
    .select({
      id: communityComments.id,
      postId: communityComments.postId,
      answerId: communityComments.answerId,
      body: communityComments.body,
      createdAt: communityComments.createdAt,
      ...authorColumns,
    })
    .from(communityComments)
    .innerJoin(users, eq(users.id, communityComments.authorId))
    .where(inArray(communityComments.postId, [...postIds]))
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id));
}

/** One vote per member and target: a second replaces the first (concurrent calls count once). */
export async function upsertVote(
  executor: Executor,
  input: {
    readonly targetType: CommunityTarget;
    readonly targetId: string;
    readonly voterId: string;
    readonly receiverId: string;
    readonly value: 1 | -1;
    readonly at: Date;
  },
): Promise<void> {
  await executor
    .insert(communityVotes)
    .values({ ...input, updatedAt: input.at })
    .onConflictDoUpdate({
      target: [communityVotes.targetType, communityVotes.targetId, communityVotes.voterId],
      set: { value: input.value, updatedAt: input.at },
    });
}

/** The member's votes on these targets: target id -> +1 / -1. */
export async function votesOf(
  executor: Executor,
  voterId: string,
  targetType: CommunityTarget,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ targetId: communityVotes.targetId, value: communityVotes.value })
    .from(communityVotes)
    .where(
      and(
        eq(communityVotes.voterId, voterId),
        eq(communityVotes.targetType, targetType),
        inArray(communityVotes.targetId, [...ids]),
      ),
    );
  return new Map(rows.map((row) => [row.targetId, row.value]));
}

/** The post's up and down votes now. */
export async function voteCounts(executor: Executor, targetType: CommunityTarget, targetId: string) {
  const [row] = await executor
    .select({
      upvotes: int(sql`count(*) filter (where ${communityVotes.value} = 1)`),
      downvotes: int(sql`count(*) filter (where ${communityVotes.value} = -1)`),
    })
    .from(communityVotes)
    .where(and(eq(communityVotes.targetType, targetType), eq(communityVotes.targetId, targetId)));
  return { upvotes: row?.upvotes ?? 0, downvotes: row?.downvotes ?? 0 };
}
