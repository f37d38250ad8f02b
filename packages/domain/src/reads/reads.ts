import { slugPart } from '../routes';

/**
 * Reads: tutors' articles, which the team reviews before they are public, and the team's blog.
 * Plain constants and path helpers, shared by the API and the web (the shell links to the pages).
 */

/**
 * DRAFT: the tutor's own; IN_REVIEW: submitted, waiting for the team; PUBLISHED: public;
 * REJECTED: sent back by the team with a reason (the tutor edits it and submits again).
 */
export const TUTOR_ARTICLE_STATUSES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'REJECTED'] as const;
export type TutorArticleStatus = (typeof TUTOR_ARTICLE_STATUSES)[number];
/** The statuses in which the author may still change an article. */
export const EDITABLE_ARTICLE_STATUSES: readonly TutorArticleStatus[] = ['DRAFT', 'REJECTED'];

export const BLOG_POST_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const ARTICLE_TITLE_MAX = 150;
/** The sanitized HTML of a body, in characters. */
export const ARTICLE_BODY_MAX = 60_000;
/** A body needs this many characters of text (tags aside) to be submitted. */
export const ARTICLE_BODY_MIN_TEXT = 50;
export const ARTICLE_SUBJECT_MAX = 80;
export const ARTICLE_TAGS_MAX = 5;
export const ARTICLE_TAG_MAX = 30;
/** Spec section 5: a comment holds at most 700 characters, as on the feed. */
export const ARTICLE_COMMENT_MAX = 700;
export const ARTICLE_REJECT_REASON_MAX = 500;
/** Articles or comments per page when no length is asked, and the most one page may hold. */
export const READS_PAGE_SIZE = 12;
export const READS_PAGE_MAX = 50;
/** Tags reads/public offers to filter by. */
export const READS_TAG_SUGGESTIONS = 12;
/** What a shared link's preview and a card show of the body. */
export const ARTICLE_DESCRIPTION_MAX = 200;
/** Comments one person may post on articles in a window. */
export const ARTICLE_COMMENTS_PER_WINDOW = 20;
export const ARTICLE_COMMENT_WINDOW_MS = 10 * 60 * 1000;

/** A title as an address segment: lower-case words joined by single hyphens (never two in a row). */
export const titleSlug = (title: string): string => slugPart(title.slice(0, 80)).toLowerCase();

interface ArticleRef {
  readonly title: string;
  readonly postId: string;
  readonly userId: string;
}

/** `{title}--{postId}--{userId}` of spec section 2. */
export const articleSegment = (article: ArticleRef): string =>
  `${titleSlug(article.title)}--${article.postId}--${article.userId}`;

export const articleDetailsPath = (country: string, article: ArticleRef) =>
  `/${country}/reads/details/${articleSegment(article)}`;

export const articleEditPath = (country: string, article: ArticleRef) =>
  `/${country}/reads/edit/${articleSegment(article)}`;

export const blogPostPath = (country: string, post: { blogId: string; title: string }) =>
  `/${country}/reads/blogs/${post.blogId}/${titleSlug(post.title)}`;

/** The ids of an article segment (the title part is only for people): null when it is not one. */
export function parseArticleSegment(segment: string): { postId: string; userId: string } | null {
  const parts = segment.split('--');
  if (parts.length < 3) return null;
  const userId = parts[parts.length - 1] ?? '';
  const postId = parts[parts.length - 2] ?? '';
  const id = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return id.test(postId) && id.test(userId) ? { postId, userId } : null;
}

/**
 * Spec section 5: text copied from an article gets a read-more suffix with the page's address. `label` is the
 * reader's language's 'Read more at'.
 */
export function withReadMore(copied: string, address: string, label: string): string {
  return `${copied}\n\n${label}: ${address}`;
}
