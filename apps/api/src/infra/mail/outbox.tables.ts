import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Every mail is written here inside the transaction that caused it, then delivered (or kept for /_dev/mail). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order, to list mails written in the same millisecond newest first. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    /** A deliverer's lease on the row, so several processes never send one mail twice. */
    claimedAt: timestamptz('claimed_at'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
  },
  (table) => [
    index('mail_outbox_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

export type OutboxRow = typeof mailOutbox.$inferSelect;
