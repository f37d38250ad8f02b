import { ROLE_CODES, boostPriceOf, boostWindow, type BoostType } from '@ajar/domain';
import { and, eq, gt, max, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { spendCredits } from '../credits';
import { lockArticle } from './reads.queries';
import { articleNotFound } from './reads.service';
import { articleBoosts } from './reads.tables';

export interface ArticleBoostView {
  readonly id: string;
  readonly articlePvid: string;
  readonly boostType: BoostType;
  readonly numberOfDays: number;
  readonly credits: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly status: 'ACTIVE' | 'QUEUED';
}

/**
 * boostTutorArticle: as boostTutorProfile, with the same prices and credits: the author pays in credits and
 * the published article is first on reads/public from now, or queued after its last boost of the type.
 * Credits and boost are written in one transaction (under the article's lock): too few credits, and nothing is.
 */
export async function boostTutorArticle(
  deps: Deps,
  viewer: Viewer,
  input: { boostType: BoostType; numberOfDays: number; articleId: string },
): Promise<ArticleBoostView> {
  if (viewer.roleCode !== ROLE_CODES.tutor) throw new DomainError('FORBIDDEN', 'boostTutorsOnly');
  const price = boostPriceOf(input.boostType, input.numberOfDays);
  if (price === null)
    throw new DomainError('BAD_USER_INPUT', 'boostLengthInvalid', { numberOfDays: 'boostLengthInvalid' });
  if (!isPvid(input.articleId)) throw articleNotFound();
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const article = await lockArticle(tx, input.articleId);
    if (!article || article.tutorUserId !== viewer.userId) throw articleNotFound();
    if (article.status !== 'PUBLISHED') throw new DomainError('CONFLICT', 'articleNotPublished');
    const [last] = await tx
      .select({ until: max(articleBoosts.endsAt) })
      .from(articleBoosts)
      .where(
        and(
          eq(articleBoosts.articleId, article.id),
          eq(articleBoosts.type, input.boostType),
          gt(articleBoosts.endsAt, sql`${now.toISOString()}::timestamptz`),
        ),
      );
    const window = boostWindow(now, last?.until ?? null, input.numberOfDays);
    const id = randomUUID();
    await spendCredits(tx, {
      userId: viewer.userId,
      credits: price,
      key: `article-boost:${id}`,
      reference: { type: 'article-boost', id },
      type: 'BOOST',
      reason: 'Article boost',
      description: `${article.title.slice(0, 60)} · ${input.numberOfDays} days`,
      now,
    });
    const [inserted] = await tx
      .insert(articleBoosts)
      .values({
        id,
        articleId: article.id,
        userId: viewer.userId,
        type: input.boostType,
        numberOfDays: input.numberOfDays,
        credits: price,
        ...window,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('article boost not stored');
    return inserted;
  });
  return {
    id: row.id,
    articlePvid: row.articleId,
    boostType: row.type,
    numberOfDays: row.numberOfDays,
    credits: row.credits,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.startsAt.getTime() <= now.getTime() ? 'ACTIVE' : 'QUEUED',
  };
}
