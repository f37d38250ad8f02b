import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CommunityPostKind, CommunityTarget, CountryCode } from '@ajar/domain';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A member's question or post in a market. The accepted answer is the asker's choice (changeable). */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<CountryCode>().notNull(),
    authorId: userRef('author_id'),
    kind: text('kind').$type<CommunityPostKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The answers table references this one: a typed thunk breaks the circle.
    acceptedAnswerId: uuid('accepted_answer_id').references((): AnyPgColumn => communityAnswers.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('community_posts_kind', sql`${table.kind} in ('QUESTION', 'POST')`),
    index('community_posts_market_idx').on(table.country, table.createdAt),
    index('community_posts_author_idx').on(table.authorId, table.createdAt),
  ],
);

export const communityAnswers = pgTable(
  'community_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('community_answers_post_idx').on(table.postId, table.createdAt),
    index('community_answers_author_idx').on(table.authorId, table.createdAt),
  ],
);

/** A comment on a post or an answer (post_id always names the thread it belongs to). */
export const communityComments = pgTable(
  'community_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => communityAnswers.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('community_comments_post_idx').on(table.postId, table.createdAt),
    index('community_comments_author_idx').on(table.authorId, table.createdAt),
  ],
);

/**
 * One vote per member and target (the unique triple), changeable; +1 up, -1 down. receiver_id is the
 * target's author, so a score sums the votes a member received without joining posts and answers.
 */
export const communityVotes = pgTable(
  'community_votes',
  {
    targetType: text('target_type').$type<CommunityTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    voterId: userRef('voter_id'),
    receiverId: userRef('receiver_id'),
    value: smallint('value').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('community_votes_one_per_member').on(table.targetType, table.targetId, table.voterId),
    check('community_votes_value', sql`${table.value} in (1, -1)`),
    check('community_votes_target', sql`${table.targetType} in ('POST', 'ANSWER')`),
    index('community_votes_receiver_idx').on(table.receiverId),
  ],
);

export const communityFollows = pgTable(
  'community_follows',
  {
    followerId: userRef('follower_id'),
    followeeId: userRef('followee_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    check('community_follows_not_self', sql`${table.followerId} <> ${table.followeeId}`),
    index('community_follows_followee_idx').on(table.followeeId),
  ],
);

/** Spec section 3, Community profile: what the member writes about themselves for the community. */
export const communityProfiles = pgTable('community_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title'),
  description: text('description'),
  website: text('website'),
  location: text('location'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
