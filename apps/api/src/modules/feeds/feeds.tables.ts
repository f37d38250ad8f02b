import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CountryCode } from '@ajar/domain';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Spec section 3, Feed: a market's wall. A comment with parent_id null is a thread; with a parent, a reply
 * to it (one level deep). The counts are kept on the row, recomputed under the row's lock on every vote or
 * reply, so a page reads them without aggregating.
 */
export const feedComments = pgTable(
  'feed_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<CountryCode>().notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    comment: text('comment').notNull(),
    /** The users mentioned (resolved to people of the market when posted). */
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    totalUpVoted: integer('total_up_voted').notNull().default(0),
    totalDownVoted: integer('total_down_voted').notNull().default(0),
    totalReply: integer('total_reply').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Set when the Ajar team removed it after a report (the team's console): hidden from every read. */
    removedAt: timestamptz('removed_at'),
  },
  (table) => [
    foreignKey({
      columns: [table.parentId],
      foreignColumns: [table.id],
      name: 'feed_comments_parent_fk',
    }).onDelete('cascade'),
    index('feed_comments_wall_idx').on(table.country, table.createdAt),
    index('feed_comments_parent_idx').on(table.parentId, table.createdAt),
    index('feed_comments_author_idx').on(table.authorId, table.createdAt),
  ],
);

/** Spec section 3, Vote: one per person and comment (the unique pair), changeable; +1 up, -1 down. */
export const feedVotes = pgTable(
  'feed_votes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => feedComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('feed_votes_comment_user_unique').on(table.commentId, table.userId),
    check('feed_votes_value', sql`${table.value} in (1, -1)`),
  ],
);
