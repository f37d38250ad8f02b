import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Durable jobs: a job is due at `run_at`; a runner claims it with FOR UPDATE SKIP LOCKED, runs its
 * handler and marks it done in the same transaction, so its effects and its `done_at` commit together and it
 * runs exactly once however many API processes poll. A failure rolls back and is retried later.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** One job per kind and key (e.g. the booking's id): enqueueing again moves its time instead. */
    key: text('key').notNull(),
    runAt: timestamptz('run_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamptz('done_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_kind_key').on(table.kind, table.key),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
