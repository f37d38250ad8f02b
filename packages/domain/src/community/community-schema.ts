import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  COMMUNITY_BODY_MAX,
  COMMUNITY_COMMENT_MAX,
  COMMUNITY_PAGE_MAX,
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_POST_KINDS,
  COMMUNITY_PROFILE_DESCRIPTION_MAX,
  COMMUNITY_PROFILE_LOCATION_MAX,
  COMMUNITY_PROFILE_TITLE_MAX,
  COMMUNITY_PROFILE_WEBSITE_MAX,
  COMMUNITY_SEARCH_MAX,
  COMMUNITY_TABS,
  COMMUNITY_TAG_MAX,
  COMMUNITY_TAGS_MAX,
  COMMUNITY_TARGETS,
  COMMUNITY_TITLE_MAX,
  COMMUNITY_TITLE_MIN,
  COMMUNITY_VOTES,
} from './community';

// Apart from community.ts, whose routes and rules the web's shell reads: these build zod schemas when loaded.

const chars = (text: string) => Array.from(text).length;
const id = z.string().trim().min(1).max(64);

const body = (max: number, message: string) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .refine((text) => chars(text) <= max, { error: message });

const tags = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((tag) => /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u.test(tag) && chars(tag) <= COMMUNITY_TAG_MAX, {
        error: MESSAGES.communityTagInvalid,
      }),
  )
  .max(COMMUNITY_TAGS_MAX, { error: MESSAGES.communityTooManyTags })
  .default([])
  .transform((list) => [...new Set(list)]);

export const createCommunityPostSchema = z.object({
  kind: z.enum(COMMUNITY_POST_KINDS),
  title: z
    .string({ error: MESSAGES.titleRequired })
    .trim()
    .min(1, { error: MESSAGES.titleRequired })
    .refine((text) => chars(text) >= COMMUNITY_TITLE_MIN && chars(text) <= COMMUNITY_TITLE_MAX, {
      error: MESSAGES.communityTitleLength,
    }),
  body: body(COMMUNITY_BODY_MAX, MESSAGES.communityBodyTooLong),
  tags,
});

export const answerQuestionSchema = z.object({
  postId: id,
  body: body(COMMUNITY_BODY_MAX, MESSAGES.communityBodyTooLong),
});

export const communityCommentSchema = z.object({
  targetType: z.enum(COMMUNITY_TARGETS),
  targetId: id,
  body: body(COMMUNITY_COMMENT_MAX, MESSAGES.textTooLong),
});

export const communityVoteSchema = z.object({
  targetType: z.enum(COMMUNITY_TARGETS),
  targetId: id,
  vote: z.enum(COMMUNITY_VOTES),
});

export const getPostListSchema = z.object({
  tab: z.enum(COMMUNITY_TABS).default('LATEST'),
  search: z.string().trim().max(COMMUNITY_SEARCH_MAX).default(''),
  startIndex: z.number().int().min(0).default(0),
  length: z.number().int().min(1).max(COMMUNITY_PAGE_MAX).default(COMMUNITY_PAGE_SIZE),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .refine((text) => chars(text) <= max, { error: MESSAGES.communityFieldTooLong })
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .default(null);

export const updateCommunityProfileSchema = z.object({
  title: optionalText(COMMUNITY_PROFILE_TITLE_MAX),
  description: optionalText(COMMUNITY_PROFILE_DESCRIPTION_MAX),
  location: optionalText(COMMUNITY_PROFILE_LOCATION_MAX),
  website: z
    .string()
    .trim()
    .max(COMMUNITY_PROFILE_WEBSITE_MAX, { error: MESSAGES.communityWebsiteInvalid })
    .refine((text) => text === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(text), {
      error: MESSAGES.communityWebsiteInvalid,
    })
    .transform((text) => (text === '' ? null : text))
    .nullable()
    .default(null),
});
