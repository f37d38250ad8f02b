import type { AvailabilityException, CurrencyCode, DayInterval } from '@ajar/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A tutor's availability: weekly hours as the market's wall-clock intervals per weekday (Sunday
 * first), date exceptions and a notice, checked by the domain's availabilityProblem before every write. A tutor
 * without a row has the domain's DEFAULT_AVAILABILITY.
 */
export const tutorAvailability = pgTable(
  'tutor_availability',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekly: jsonb('weekly').$type<DayInterval[][]>().notNull(),
    exceptions: jsonb('exceptions').$type<AvailabilityException[]>().notNull().default([]),
    noticeHours: integer('notice_hours').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('tutor_availability_seven_days', sql`jsonb_array_length(${table.weekly}) = 7`),
    check('tutor_availability_notice_positive', sql`${table.noticeHours} > 0`),
  ],
);

export type TutorAvailabilityRow = typeof tutorAvailability.$inferSelect;

/**
 * A tutor's trial lesson: their length and price (maybe 0) in their market's currency. A trial
 * is a first booking that prepays one lesson, at most once per student and tutor.
 */
export const tutorTrialLessons = pgTable(
  'tutor_trial_lessons',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    durationMinutes: integer('duration_minutes').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [check('tutor_trial_lessons_price_valid', sql`${table.priceMinor} >= 0`)],
);

export type TutorTrialLessonRow = typeof tutorTrialLessons.$inferSelect;
