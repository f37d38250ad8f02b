import { FEEDBACK_CATEGORIES, REPORT_ACTIONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '@ajar/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * What people reported to the Ajar team: a review, a chat message or a profile, with their reason.
 * One open report per reporter and thing (a partial unique index); the team resolves it with an action.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    /** A testimonial's uuid, a chat message's number, a user's uuid: text holds them all. */
    targetId: text('target_id').notNull(),
    /** Whose content it is (the reported profile, the message's or review's author); null for a guest's review. */
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reported text as it was when reported, so the queue reads it even after a removal. */
    excerpt: text('excerpt').notNull().default(''),
    reason: text('reason').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('OPEN'),
    action: text('action', { enum: REPORT_ACTIONS }),
    staffNote: text('staff_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamptz('resolved_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_reports_one_open_per_reporter')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'OPEN'`),
    index('content_reports_status_created_idx').on(table.status, table.createdAt),
    index('content_reports_target_idx').on(table.targetType, table.targetId),
    index('content_reports_reporter_created_idx').on(table.reporterId, table.createdAt),
    check(
      'content_reports_target_type_known',
      sql`${table.targetType} in (${literals(REPORT_TARGET_TYPES)})`,
    ),
    check('content_reports_status_known', sql`${table.status} in (${literals(REPORT_STATUSES)})`),
    check(
      'content_reports_resolution',
      sql`(${table.status} = 'OPEN') = (${table.action} is null and ${table.resolvedAt} is null)`,
    ),
  ],
);

export type ContentReportRow = typeof contentReports.$inferSelect;

/** What people told the Ajar team from the tutor dashboard's Feedback page; the console lists it. */
export const teamFeedback = pgTable(
  'team_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: FEEDBACK_CATEGORIES }),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('team_feedback_created_idx').on(table.createdAt),
    index('team_feedback_sender_created_idx').on(table.senderId, table.createdAt),
    check(
      'team_feedback_category_known',
      sql`${table.category} is null or ${table.category} in (${literals(FEEDBACK_CATEGORIES)})`,
    ),
  ],
);
