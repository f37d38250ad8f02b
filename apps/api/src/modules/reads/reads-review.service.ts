import type { CountryCode } from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { recordStaffAction } from '../audit';
import { notify } from '../notification';
import { inReview, lockArticle, updateArticle } from './reads.queries';
import { articleNotFound, readableArticle } from './reads.service';
import { toArticleView, type ArticleView } from './reads.shapes';

/** staffArticleQueue: articles waiting for the team, oldest first. */
export async function articleQueue(deps: Deps, country: CountryCode | null): Promise<ArticleView[]> {
  return (await inReview(deps.db, country, deps.clock.now())).map((row) => toArticleView(row));
}

/**
 * approveArticle / rejectArticle: the team decides on an article in review. Audited with the article as it
 * was and as it is, in the same transaction; the author is notified once it committed.
 */
export async function reviewArticle(
  deps: Deps,
  staff: Viewer,
  input: { articlePvid: string; approve: boolean; reason: string },
): Promise<ArticleView> {
  if (!isPvid(input.articlePvid)) throw articleNotFound();
  const now = deps.clock.now();
  const article = await deps.db.transaction(async (tx) => {
    const before = await lockArticle(tx, input.articlePvid);
    if (!before) throw articleNotFound();
    if (before.status !== 'IN_REVIEW') throw new DomainError('CONFLICT', 'articleNotInReview');
    const status = input.approve ? ('PUBLISHED' as const) : ('REJECTED' as const);
    await updateArticle(tx, before.id, {
      status,
      rejectReason: input.approve ? null : input.reason,
      reviewedAt: now,
      reviewedBy: staff.userId,
      ...(input.approve ? { publishedAt: before.publishedAt ?? now } : {}),
    });
    await recordStaffAction(tx, {
      staffId: staff.userId,
      action: input.approve ? 'article.approve' : 'article.reject',
      entityType: 'TUTOR_ARTICLE',
      entityId: before.id,
      before: { title: before.title, status: before.status },
      after: { title: before.title, status },
      reason: input.reason,
      at: now,
    });
    return before;
  });
  await notify(deps, {
    userId: article.tutorUserId,
    code: input.approve ? 'ARTICLE_APPROVED' : 'ARTICLE_REJECTED',
    entityId: article.id,
    remarks: input.approve ? '' : input.reason,
    entityTitle: article.title,
  });
  return readableArticle(deps, staff, article.id);
}
