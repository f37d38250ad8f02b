import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Spec section 3, Chat room: one room per pair of users. The pair is stored in id order
 * (member_low < member_high), so the unique constraint makes a second room for a pair impossible.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberLow: uuid('member_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberHigh: uuid('member_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    closed: boolean('closed').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The last message's time (or the creation): the room list's order. */
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('chat_rooms_pair_unique').on(table.memberLow, table.memberHigh),
    index('chat_rooms_member_high_idx').on(table.memberHigh),
    check('chat_rooms_ordered_pair', sql`${table.memberLow} < ${table.memberHigh}`),
  ],
);

/**
 * Spec section 3, Chat message. The id is a growing number, so "messages after the last one I have"
 * is an index range: a client that reconnects asks for everything after its last id.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    msgType: text('msg_type').notNull().default('TEXT'),
    content: text('content').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When the other member read it; null = unread. */
    seenAt: timestamptz('seen_at'),
    privateFor: uuid('private_for').references(() => users.id, { onDelete: 'cascade' }),
    replyId: bigint('reply_id', { mode: 'number' }),
    /** Removed by the Ajar team after a report: members read a notice instead of the text. */
    removedAt: timestamptz('removed_at'),
  },
  (table) => [
    foreignKey({ columns: [table.replyId], foreignColumns: [table.id] }).onDelete('set null'),
    index('chat_messages_room_id_idx').on(table.roomId, table.id),
    index('chat_messages_unread_idx')
      .on(table.roomId, table.ownerId)
      .where(sql`${table.seenAt} is null`),
    check('chat_messages_content_length', sql`char_length(${table.content}) between 1 and 700`),
  ],
);

/** Spec section 3, Auto-message template: a tutor's canned question/answer offered as a quick reply. */
export const chatAutoMessages = pgTable(
  'chat_auto_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('chat_auto_messages_user_idx').on(table.userId, table.createdAt),
    check('chat_auto_messages_question_length', sql`char_length(${table.question}) between 1 and 700`),
  ],
);

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatAutoMessageRow = typeof chatAutoMessages.$inferSelect;
