import {
  CLASS_ENROLMENT_STATUSES,
  CLASS_SEATS_MAX,
  CLASS_SEATS_MIN,
  CLASS_STATUSES,
  MONEY_CURRENCIES,
  type ClassEnrolmentStatus,
  type ClassStatus,
  type CountryCode,
  type CurrencyCode,
} from '@ajar/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import { levels, referenceSubjects } from '../reference';
import { resources } from '../resource';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]): SQL => sql.raw(values.map((value) => `'${value}'`).join(', '));
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * A group class: one tutor, a market and its currency, a price per seat in minor units and a number
 * of seats. seats_taken counts paid enrolments; the check keeps it within the seats, and an enrolment takes a
 * seat with one conditional UPDATE (seats_taken < seats), so no race can oversell.
 */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    country: text('country').$type<CountryCode>().notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    title: text('title').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => referenceSubjects.id, { onDelete: 'restrict' }),
    levelId: uuid('level_id')
      .notNull()
      .references(() => levels.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    coverResourceId: uuid('cover_resource_id').references(() => resources.id, { onDelete: 'set null' }),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    priceMinor: minor('price_minor').notNull(),
    status: text('status').$type<ClassStatus>().notNull().default('OPEN'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('classes_country_status_idx').on(table.country, table.status),
    index('classes_tutor_idx').on(table.tutorId, table.createdAt),
    check('classes_status_known', sql`${table.status} in (${literals(CLASS_STATUSES)})`),
    check('classes_currency_known', sql`${table.currency} in (${literals(MONEY_CURRENCIES)})`),
    check(
      'classes_seats_range',
      sql`${table.seats} between ${sql.raw(String(CLASS_SEATS_MIN))} and ${sql.raw(String(CLASS_SEATS_MAX))}`,
    ),
    check('classes_seats_taken_range', sql`${table.seatsTaken} between 0 and ${table.seats}`),
    check('classes_price_positive', sql`${table.priceMinor} > 0`),
  ],
);

/**
 * One session of a class, in UTC. share_minor is this session's part of the price per seat (the domain's
 * classSessionShares, by start order), fixed while nobody is enrolled, so refunds and earnings are exact.
 * earned_at: when its shares moved from escrow to the tutor's earnings (after it ended).
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    shareMinor: minor('share_minor').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    earnedAt: timestamptz('earned_at'),
  },
  (table) => [
    index('class_sessions_class_idx').on(table.classId, table.startsAt),
    index('class_sessions_starts_idx').on(table.startsAt),
    check('class_sessions_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check('class_sessions_share_non_negative', sql`${table.shareMinor} >= 0`),
  ],
);

/** A student's paid seat in a class: one per student and class. */
export const classEnrolments = pgTable(
  'class_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'restrict' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paidMinor: minor('paid_minor').notNull(),
    status: text('status').$type<ClassEnrolmentStatus>().notNull().default('ENROLLED'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('class_enrolments_class_student_unique').on(table.classId, table.studentId),
    index('class_enrolments_student_idx').on(table.studentId, table.createdAt),
    check('class_enrolments_status_known', sql`${table.status} in (${literals(CLASS_ENROLMENT_STATUSES)})`),
    check('class_enrolments_paid_positive', sql`${table.paidMinor} > 0`),
  ],
);

/** A cancelled session's share returned to one enrolled student: once per session and enrolment. */
export const classSessionRefunds = pgTable(
  'class_session_refunds',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'restrict' }),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => classEnrolments.id, { onDelete: 'restrict' }),
    amountMinor: minor('amount_minor').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.enrolmentId] }),
    check('class_session_refunds_amount_non_negative', sql`${table.amountMinor} >= 0`),
  ],
);

export type ClassRow = typeof classes.$inferSelect;
export type ClassSessionRow = typeof classSessions.$inferSelect;
export type ClassEnrolmentRow = typeof classEnrolments.$inferSelect;
