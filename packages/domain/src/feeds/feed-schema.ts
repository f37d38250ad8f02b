import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  FEED_COMMENT_MAX_CHARS,
  FEED_MENTION_SEARCH_MAX,
  FEED_MENTIONS_MAX,
  FEED_PAGE_MAX,
  FEED_PAGE_SIZE,
  FEED_VOTES,
} from './feeds';

// Apart from feeds.ts, whose route and limits the web's shell reads: these build zod schemas when loaded.

const feedText = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .refine((text) => Array.from(text).length <= FEED_COMMENT_MAX_CHARS, { error: MESSAGES.textTooLong });

const mentions = z
  .array(z.string().trim().min(1).max(64))
  .max(FEED_MENTIONS_MAX, { error: MESSAGES.feedTooManyMentions })
  .default([]);

export const getFeedsSchema = z.object({
  startIndex: z.number().int().min(0).default(0),
  length: z.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_SIZE),
});

export const addCommentSchema = z.object({ comment: feedText, mentions });

export const addReplySchema = z.object({
  feedCommentPvid: z.string().trim().min(1).max(64),
  comment: feedText,
  mentions,
});

export const addVoteSchema = z.object({
  feedCommentPvid: z.string().trim().min(1).max(64),
  vote: z.enum(FEED_VOTES),
});

export const feedMentionsSchema = z.object({
  search: z.string().trim().max(FEED_MENTION_SEARCH_MAX).default(''),
});
