import {
  ARTICLE_COMMENT_WINDOW_MS,
  ARTICLE_COMMENTS_PER_WINDOW,
  feedVoteValue,
  type FeedVote,
} from '@ajar/domain';
import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import { admitUnderLimit, type PersonLimit } from '../../infra/rate-limit/person-limit';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { notify } from '../notification';
import {
  commentsOf,
  commentsSince,
  countView,
  insertArticleComment,
  lockArticle,
  recountArticle,
  upsertArticleVote,
} from './reads.queries';
import { articleNotFound, readableArticle } from './reads.service';
import { toCommentView, type ArticleCommentView, type ArticleVoteView } from './reads.shapes';

/** The published article locked for this transaction, or not found (drafts take no votes nor comments). */
async function lockPublished(tx: Parameters<typeof lockArticle>[0], articlePvid: string) {
  if (!isPvid(articlePvid)) throw articleNotFound();
  const article = await lockArticle(tx, articlePvid);
  if (!article || article.status !== 'PUBLISHED') throw articleNotFound();
  return article;
}

/** voteArticle: up or down, one per person (the unique pair); a second vote replaces the first. */
export async function voteArticle(
  deps: Deps,
  viewer: Viewer,
  input: { articlePvid: string; vote: FeedVote },
): Promise<ArticleVoteView> {
  const counts = await deps.db.transaction(async (tx) => {
    const article = await lockPublished(tx, input.articlePvid);
    await upsertArticleVote(tx, {
      articleId: article.id,
      userId: viewer.userId,
      value: feedVoteValue(input.vote),
      at: deps.clock.now(),
    });
    await recountArticle(tx, article.id);
    const after = await lockArticle(tx, article.id);
    return { upvotes: after?.upvotes ?? 0, downvotes: after?.downvotes ?? 0 };
  });
  return { articlePvid: input.articlePvid, vote: input.vote, ...counts };
}

const ARTICLE_COMMENT_LIMIT: PersonLimit = {
  name: 'article-comments',
  max: ARTICLE_COMMENTS_PER_WINDOW,
  windowMs: ARTICLE_COMMENT_WINDOW_MS,
  refusal: () => new DomainError('RATE_LIMITED', 'tooManyArticleComments'),
};

/** addArticleComment: a comment under a published article; its author hears of it (not of their own). */
export async function addArticleComment(
  deps: Deps,
  viewer: Viewer,
  input: { articlePvid: string; comment: string },
): Promise<ArticleCommentView> {
  const now = deps.clock.now();
  const { id, article } = await deps.db.transaction(async (tx) => {
    const article = await lockPublished(tx, input.articlePvid);
    await admitUnderLimit(tx, ARTICLE_COMMENT_LIMIT, viewer.userId, now, (since) =>
      commentsSince(tx, viewer.userId, since),
    );
    const id = await insertArticleComment(tx, {
      articleId: article.id,
      authorId: viewer.userId,
      comment: input.comment,
      createdAt: now,
    });
    await recountArticle(tx, article.id);
    return { id, article };
  });
  const [row] = await commentsOf(deps.db, { ids: [id], offset: 0, limit: 1 });
  if (!row) throw articleNotFound();
  const view = toCommentView(row);
  if (article.tutorUserId !== viewer.userId)
    await notify(deps, {
      userId: article.tutorUserId,
      code: 'ARTICLE_COMMENTED',
      entityId: article.id,
      remarks: view.names,
      entityTitle: article.title,
    });
  return view;
}

/** getArticleComments: a published article's comments, oldest first. */
export async function articleComments(
  deps: Deps,
  viewer: Viewer | null,
  input: { articlePvid: string; startIndex: number; length: number },
): Promise<ArticleCommentView[]> {
  await readableArticle(deps, viewer, input.articlePvid);
  const rows = await commentsOf(deps.db, {
    articleId: input.articlePvid,
    offset: input.startIndex,
    limit: input.length,
  });
  return rows.map(toCommentView);
}

/**
 * viewArticle: counts a reader once a day (the market's calendar day is not needed: UTC days are as fair).
 * A signed-in reader is their account; a guest is a hash of their address, so a reload, a second tab or a
 * bot hammering the mutation counts once a day, and a private window counts no more. The author's own
 * reading never counts. Answers the count.
 */
export async function viewArticle(
  deps: Deps,
  viewer: Viewer | null,
  input: { articlePvid: string; clientAddress: string },
): Promise<number> {
  const article = await readableArticle(deps, viewer, input.articlePvid);
  if (article.status !== 'PUBLISHED' || viewer?.userId === article.userPvid) return article.views;
  const viewerKey = viewer
    ? `user:${viewer.userId}`
    : `guest:${createHash('sha256').update(input.clientAddress).digest('base64url').slice(0, 22)}`;
  const day = deps.clock.now().toISOString().slice(0, 10);
  const counted = await countView(deps.db, { articleId: article.pvid, viewerKey, day });
  return article.views + (counted ? 1 : 0);
}
