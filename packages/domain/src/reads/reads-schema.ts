import { z } from 'zod';
import { MESSAGES } from '../messages';
import { FEED_VOTES } from '../feeds/feeds';
import {
  ARTICLE_BODY_MAX,
  ARTICLE_COMMENT_MAX,
  ARTICLE_REJECT_REASON_MAX,
  ARTICLE_SUBJECT_MAX,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  READS_PAGE_MAX,
  READS_PAGE_SIZE,
} from './reads';

// Apart from reads.ts, whose routes the web's shell reads: these build zod schemas when loaded.

const id = z.string().trim().min(1).max(64);
const chars = (max: number) => (text: string) => Array.from(text).length <= max;

const tags = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .refine(chars(ARTICLE_TAG_MAX), { error: MESSAGES.articleTagTooLong })
      .transform((tag) => tag.replace(/^#+/, '').toLowerCase()),
  )
  .max(ARTICLE_TAGS_MAX, { error: MESSAGES.articleTooManyTags })
  .default([])
  .transform((list) => [...new Set(list.filter(Boolean))]);

/** An article (or a blog post) as its author saves it; the body is HTML the server sanitizes. */
export const saveArticleSchema = z.object({
  articlePvid: id.nullish(),
  title: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.articleTitleRequired })
    .refine(chars(ARTICLE_TITLE_MAX), { error: MESSAGES.textTooLong }),
  body: z.string().max(ARTICLE_BODY_MAX, { error: MESSAGES.articleTooLong }).default(''),
  coverPvid: id.nullish(),
  subject: z.string().trim().refine(chars(ARTICLE_SUBJECT_MAX), { error: MESSAGES.textTooLong }).default(''),
  tags,
});

export const saveBlogPostSchema = saveArticleSchema.omit({ articlePvid: true, subject: true }).extend({
  blogId: id.nullish(),
});

export const publicArticlesSchema = z.object({
  search: z.string().trim().max(100).default(''),
  tag: z
    .string()
    .trim()
    .max(ARTICLE_TAG_MAX)
    .transform((tag) => tag.replace(/^#+/, '').toLowerCase())
    .default(''),
  startIndex: z.number().int().min(0).default(0),
  length: z.number().int().min(1).max(READS_PAGE_MAX).default(READS_PAGE_SIZE),
});

export const articleCommentSchema = z.object({
  articlePvid: id,
  comment: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .refine(chars(ARTICLE_COMMENT_MAX), { error: MESSAGES.textTooLong }),
});

export const articleVoteSchema = z.object({ articlePvid: id, vote: z.enum(FEED_VOTES) });

export const rejectArticleSchema = z.object({
  articlePvid: id,
  reason: z
    .string({ error: MESSAGES.articleRejectReasonRequired })
    .trim()
    .min(1, { error: MESSAGES.articleRejectReasonRequired })
    .refine(chars(ARTICLE_REJECT_REASON_MAX), { error: MESSAGES.textTooLong }),
});
