import type { CountryCode } from '@ajar/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { rowsOf } from '../../infra/search/search-text';
import { users } from '../account';
import {
  articleBoosts,
  articleComments,
  articleViews,
  articleVotes,
  tutorArticles,
  type TutorArticleRow,
} from './reads.tables';

/** An article with its author, as every read returns it. */
export interface ArticleRow extends TutorArticleRow {
  readonly firstName: string;
  readonly lastName: string;
  readonly avatarUrl: string | null;
  readonly token: string;
  readonly country: CountryCode;
  readonly boosted: boolean;
}

/** True while a boost of the article runs at `now`. */
const boostedAt = (now: Date): SQL<boolean> => {
  const at = now.toISOString();
  return sql<boolean>`exists (select 1 from ${articleBoosts} b where b.article_id = ${tutorArticles.id}
    and b.starts_at <= ${at}::timestamptz and b.ends_at > ${at}::timestamptz)`;
};

function articleSelect(executor: Executor, now: Date) {
  return executor
    .select({
      id: tutorArticles.id,
      tutorUserId: tutorArticles.tutorUserId,
      title: tutorArticles.title,
      image: tutorArticles.image,
      body: tutorArticles.body,
      subject: tutorArticles.subject,
      comments: tutorArticles.comments,
      views: tutorArticles.views,
      upvotes: tutorArticles.upvotes,
      downvotes: tutorArticles.downvotes,
      status: tutorArticles.status,
      tags: tutorArticles.tags,
      rejectReason: tutorArticles.rejectReason,
      createdAt: tutorArticles.createdAt,
      updatedAt: tutorArticles.updatedAt,
      submittedAt: tutorArticles.submittedAt,
      reviewedAt: tutorArticles.reviewedAt,
      reviewedBy: tutorArticles.reviewedBy,
      publishedAt: tutorArticles.publishedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      token: users.token,
      country: users.country,
      boosted: boostedAt(now),
    })
    .from(tutorArticles)
    .innerJoin(users, eq(users.id, tutorArticles.tutorUserId));
}

export async function articleById(
  executor: Executor,
  id: string,
  now: Date,
): Promise<ArticleRow | undefined> {
  const [row] = await articleSelect(executor, now).where(eq(tutorArticles.id, id));
  return row;
}

/** The article locked for this transaction: votes, comments, views and reviews serialise on it. */
export async function lockArticle(tx: Transaction, id: string): Promise<TutorArticleRow | undefined> {
  const [row] = await tx.select().from(tutorArticles).where(eq(tutorArticles.id, id)).for('update');
  return row;
}

export async function insertArticle(
  executor: Executor,
  values: typeof tutorArticles.$inferInsert,
): Promise<string> {
  const [row] = await executor.insert(tutorArticles).values(values).returning({ id: tutorArticles.id });
  if (!row) throw new Error('article not stored');
  return row.id;
}

export async function updateArticle(
  executor: Executor,
  id: string,
  values: Partial<typeof tutorArticles.$inferInsert>,
): Promise<void> {
  await executor.update(tutorArticles).set(values).where(eq(tutorArticles.id, id));
}

/** The author's own articles, last changed first. */
export function articlesOfAuthor(executor: Executor, authorId: string, now: Date): Promise<ArticleRow[]> {
  return articleSelect(executor, now)
    .where(eq(tutorArticles.tutorUserId, authorId))
    .orderBy(desc(tutorArticles.updatedAt), desc(tutorArticles.id));
}

/** A tutor's published articles, newest first (getTutorArticles). */
export function publishedOfAuthor(executor: Executor, authorId: string, now: Date): Promise<ArticleRow[]> {
  return articleSelect(executor, now)
    .where(and(eq(tutorArticles.tutorUserId, authorId), eq(tutorArticles.status, 'PUBLISHED')))
    .orderBy(desc(tutorArticles.publishedAt), asc(tutorArticles.title));
}

/** The review queue: submitted articles, oldest first; of one market or of all. */
export function inReview(executor: Executor, country: CountryCode | null, now: Date): Promise<ArticleRow[]> {
  return articleSelect(executor, now)
    .where(and(eq(tutorArticles.status, 'IN_REVIEW'), country ? eq(users.country, country) : undefined))
    .orderBy(asc(tutorArticles.submittedAt), asc(tutorArticles.id));
}

function publicWhere(input: { country: CountryCode; search: string; tag: string }): SQL | undefined {
  const escaped = `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    eq(tutorArticles.status, 'PUBLISHED'),
    eq(users.country, input.country),
    eq(users.isActive, true),
    input.tag ? sql`${input.tag} = any(${tutorArticles.tags})` : undefined,
    input.search
      ? or(
          ilike(tutorArticles.title, escaped),
          ilike(tutorArticles.subject, escaped),
          ilike(tutorArticles.body, escaped),
          sql`exists (select 1 from unnest(${tutorArticles.tags}) t where t ilike ${escaped})`,
        )
      : undefined,
  );
}

/** reads/public: a market's published articles, boosted first while their boost runs, then newest. */
export async function publicPage(
  executor: Executor,
  input: {
    country: CountryCode;
    search: string;
    tag: string;
    offset: number;
    limit: number;
    now: Date;
  },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const where = publicWhere(input);
  const [rows, [total]] = await Promise.all([
    articleSelect(executor, input.now)
      .where(where)
      .orderBy(desc(boostedAt(input.now)), desc(tutorArticles.publishedAt), desc(tutorArticles.id))
      .offset(input.offset)
      .limit(input.limit),
    executor
      .select({ n: count() })
      .from(tutorArticles)
      .innerJoin(users, eq(users.id, tutorArticles.tutorUserId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The tags most used by a market's published articles. */
export async function popularTags(
  executor: Executor,
  country: CountryCode,
  limit: number,
): Promise<string[]> {
  const result = await executor.execute(sql`
    select t as tag from ${tutorArticles} a join ${users} u on u.id = a.tutor_user_id, unnest(a.tags) t
    where a.status = 'PUBLISHED' and u.country = ${country}
    group by t order by count(*) desc, t limit ${limit}`);
  return rowsOf<{ tag: string }>(result).map((row) => row.tag);
}

/** One vote per person and article: a second vote replaces the first (concurrent calls count once). */
export async function upsertArticleVote(
  tx: Transaction,
  input: { articleId: string; userId: string; value: number; at: Date },
): Promise<void> {
  await tx
    .insert(articleVotes)
    .values({ articleId: input.articleId, userId: input.userId, value: input.value, updatedAt: input.at })
    .onConflictDoUpdate({
      target: [articleVotes.articleId, articleVotes.userId],
      set: { value: input.value, updatedAt: input.at },
    });
}

/** Recounts an article's votes and comments from their rows (under the article's lock). */
export async function recountArticle(tx: Transaction, id: string): Promise<void> {
  await tx
    .update(tutorArticles)
    .set({
      upvotes: sql`(select count(*)::int from ${articleVotes} where ${articleVotes.articleId} = ${id} and ${articleVotes.value} = 1)`,
      downvotes: sql`(select count(*)::int from ${articleVotes} where ${articleVotes.articleId} = ${id} and ${articleVotes.value} = -1)`,
      comments: sql`(select count(*)::int from ${articleComments} where ${articleComments.articleId} = ${id})`,
    })
    .where(eq(tutorArticles.id, id));
}

export async function voteOf(executor: Executor, articleId: string, userId: string): Promise<number | null> {
  const [row] = await executor
    .select({ value: articleVotes.value })
    .from(articleVotes)
    .where(and(eq(articleVotes.articleId, articleId), eq(articleVotes.userId, userId)));
  return row?.value ?? null;
}

/** Counts a view once per reader and day: true when this one counted. */
export async function countView(
  executor: Executor,
  input: { articleId: string; viewerKey: string; day: string },
): Promise<boolean> {
  const inserted = await executor
    .insert(articleViews)
    .values(input)
    .onConflictDoNothing()
    .returning({ articleId: articleViews.articleId });
  if (inserted.length === 0) return false;
  await executor
    .update(tutorArticles)
    .set({ views: sql`${tutorArticles.views} + 1` })
    .where(eq(tutorArticles.id, input.articleId));
  return true;
}

export async function insertArticleComment(
  executor: Executor,
  input: { articleId: string; authorId: string; comment: string; createdAt: Date },
): Promise<string> {
  const [row] = await executor.insert(articleComments).values(input).returning({ id: articleComments.id });
  if (!row) throw new Error('comment not stored');
  return row.id;
}

export function commentsOf(
  executor: Executor,
  input: { articleId?: string; ids?: readonly string[]; offset: number; limit: number },
) {
  return executor
    .select({
      id: articleComments.id,
      articleId: articleComments.articleId,
      authorId: articleComments.authorId,
      comment: articleComments.comment,
      createdAt: articleComments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
    })
    .from(articleComments)
    .innerJoin(users, eq(users.id, articleComments.authorId))
    .where(
      and(
        input.articleId ? eq(articleComments.articleId, input.articleId) : undefined,
        input.ids ? inArray(articleComments.id, [...input.ids]) : undefined,
      ),
    )
    .orderBy(asc(articleComments.createdAt), asc(articleComments.id))
    .offset(input.offset)
    .limit(input.limit);
}

export async function commentsSince(executor: Executor, authorId: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(articleComments)
    .where(and(eq(articleComments.authorId, authorId), gte(articleComments.createdAt, since)));
  return row?.n ?? 0;
}
