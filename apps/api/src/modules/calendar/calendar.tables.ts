import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A tutor's private iCal feed: the URL carries a random token, only its hash is stored; making a new one
 * ends the old URL.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * A Google calendar linked through OAuth (only when Google is configured): the refresh token Google gave,
 * sealed with TOKEN_ENCRYPTION_KEY (infra/crypto/secret-box).
 */
export const googleCalendarLinks = pgTable('google_calendar_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedRefreshToken: text('sealed_refresh_token').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
