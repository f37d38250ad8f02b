import { ARTICLE_BODY_MIN_TEXT, READS_TAG_SUGGESTIONS, type CountryCode } from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { coverPathOf } from './reads-cover';
import { plainTextOf, sanitizeArticleHtml } from './reads-sanitize';
import { isEditable, mayReadArticle, mayWriteArticles } from './reads.policy';
import {
  articleById,
  articlesOfAuthor,
  insertArticle,
  lockArticle,
  popularTags,
  publicPage,
  publishedOfAuthor,
  updateArticle,
  voteOf,
} from './reads.queries';
import { toArticleView, type ArticlePageView, type ArticleView } from './reads.shapes';

export const articleNotFound = (): DomainError => new DomainError('NOT_FOUND', 'articleNotFound');

export interface ArticleDraft {
  readonly articlePvid?: string | null | undefined;
  readonly title: string;
  readonly body: string;
  readonly coverPvid?: string | null | undefined;
  readonly subject: string;
  readonly tags: readonly string[];
}

/** An article the viewer may read (published, or theirs, or the team's view), with their vote. */
export async function readableArticle(deps: Deps, viewer: Viewer | null, id: string): Promise<ArticleView> {
  if (!isPvid(id)) throw articleNotFound();
  const row = await articleById(deps.db, id, deps.clock.now());
  if (!row || !mayReadArticle(viewer, row)) throw articleNotFound();
  const vote = viewer ? await voteOf(deps.db, row.id, viewer.userId) : null;
  return toArticleView(row, vote);
}

/**
 * saveArticle: a tutor's new draft, or a change to their draft or sent-back article (which stays as it is
 * until submitted). The body is cut to the allow-list before it is stored; a cover must be their upload.
 */
export async function saveArticle(deps: Deps, viewer: Viewer, input: ArticleDraft): Promise<ArticleView> {
  if (!mayWriteArticles(viewer)) throw new DomainError('FORBIDDEN', 'articleTutorsOnly');
  const body = sanitizeArticleHtml(input.body);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const image = await coverPathOf(tx, viewer.userId, input.coverPvid);
    const values = {
      title: input.title,
      body,
      subject: input.subject,
      tags: [...input.tags],
      updatedAt: now,
      ...(input.coverPvid !== undefined ? { image } : {}),
    };
    if (!input.articlePvid)
      return insertArticle(tx, { ...values, tutorUserId: viewer.userId, createdAt: now });
    if (!isPvid(input.articlePvid)) throw articleNotFound();
    const before = await lockArticle(tx, input.articlePvid);
    if (!before || before.tutorUserId !== viewer.userId) throw articleNotFound();
    if (!isEditable(before.status)) throw new DomainError('CONFLICT', 'articleNotEditable');
    await updateArticle(tx, before.id, values);
    return before.id;
  });
  return readableArticle(deps, viewer, id);
}

/** submitArticle: the author sends a draft (or a sent-back article) to the team; it waits IN_REVIEW. */
export async function submitArticle(deps: Deps, viewer: Viewer, articlePvid: string): Promise<ArticleView> {
  if (!isPvid(articlePvid)) throw articleNotFound();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockArticle(tx, articlePvid);
    if (!before || before.tutorUserId !== viewer.userId) throw articleNotFound();
    if (!isEditable(before.status)) throw new DomainError('CONFLICT', 'articleNotEditable');
    if (Array.from(plainTextOf(before.body)).length < ARTICLE_BODY_MIN_TEXT)
      throw new DomainError('BAD_USER_INPUT', 'articleTooShort', { body: 'articleTooShort' });
    await updateArticle(tx, before.id, {
      status: 'IN_REVIEW',
      submittedAt: now,
      rejectReason: null,
      updatedAt: now,
    });
  });
  return readableArticle(deps, viewer, articlePvid);
}

/** reads/list: the tutor's own articles in every status, last changed first. */
export async function myArticles(deps: Deps, viewer: Viewer): Promise<ArticleView[]> {
  return (await articlesOfAuthor(deps.db, viewer.userId, deps.clock.now())).map((row) => toArticleView(row));
}

/** getTutorArticles: a tutor's published articles only, newest first (their own list is reads/list). */
export async function tutorArticlesOf(deps: Deps, tutorPvid: string): Promise<ArticleView[]> {
  if (!isPvid(tutorPvid)) return [];
  return (await publishedOfAuthor(deps.db, tutorPvid, deps.clock.now())).map((row) => toArticleView(row));
}

/** reads/public: a market's published articles by words and tag, boosted ones first. */
export async function publicArticles(
  deps: Deps,
  input: { country: CountryCode; search: string; tag: string; startIndex: number; length: number },
): Promise<ArticlePageView> {
  const page = await publicPage(deps.db, {
    country: input.country,
    search: input.search,
    tag: input.tag,
    offset: input.startIndex,
    limit: input.length,
    now: deps.clock.now(),
  });
  return { items: page.rows.map((row) => toArticleView(row)), total: page.total };
}

export function articleTags(deps: Deps, country: CountryCode): Promise<string[]> {
  return popularTags(deps.db, country, READS_TAG_SUGGESTIONS);
}
