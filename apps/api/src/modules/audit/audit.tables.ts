import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every action of the Ajar team: who, what, on which thing, when, and the thing before and after.
 * Written in the same transaction as the action; a trigger (migration 0024) refuses every UPDATE and DELETE, so
 * the log is never rewritten, not even by the API.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_log_created_idx').on(table.createdAt),
    index('staff_audit_log_entity_idx').on(table.entityType, table.entityId),
  ],
);

export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
