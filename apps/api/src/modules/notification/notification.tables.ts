import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Spec section 3, Notification (pvid = id, postedDate = posted_at, read = status 'SEEN'). Written only
 * through notify(), by the service that owns the event.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of NOTIFICATION_CODES (packages/domain). */
    code: text('code').notNull(),
    /** What to open: a testimonial, the viewer's user id, a chat room. */
    entityId: text('entity_id'),
    /** The event's short subject (usually the other person's name); the client words the sentence. */
    remarks: text('remarks').notNull().default(''),
    status: text('status').notNull().default('NEW'),
    archived: boolean('archived').notNull().default(false),
    postedAt: timestamptz('posted_at').notNull().defaultNow(),
    /** The title of what the event is about, when it has one (an assignment); '' otherwise. */
    entityTitle: text('entity_title').notNull().default(''),
  },
  (table) => [
    index('notifications_user_posted_idx').on(table.userId, table.postedAt),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'NEW'`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
