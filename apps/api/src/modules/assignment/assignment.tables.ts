import {
  COUNTRY_CODES,
  TUTOR_GENDER_PREFERENCES,
  type CountryCode,
  type TutorGenderPreference,
} from '@ajar/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import { curricula, referenceSubjects } from '../reference';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]): SQL => sql.raw(values.map((value) => `'${value}'`).join(', '));
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * An assignment a student posts (spec section 3, Assignment posting): what they need, in their own market,
 * with an hourly price range in minor units of that market's currency.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').$type<CountryCode>().notNull(),
    title: text('title').notNull(),
    curriculumId: uuid('curriculum_id')
      .notNull()
      .references(() => curricula.id),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => referenceSubjects.id),
    /** Minimum years of tutoring experience; 0 for any. */
    tutorExperience: integer('tutor_experience').notNull().default(0),
    location: text('location').notNull(),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    tutorGender: text('tutor_gender').$type<TutorGenderPreference>().notNull(),
    isJoin: boolean('is_join').notNull().default(false),
    joinStudent: integer('join_student').notNull().default(0),
    priceStartMinor: minor('price_start_minor').notNull(),
    priceEndMinor: minor('price_end_minor').notNull(),
    broadcast: boolean('broadcast').notNull().default(false),
    /** How many matching tutors a broadcast reached, once it ran; null without a broadcast. */
    broadcastCount: integer('broadcast_count'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('assignments_student_created_idx').on(table.studentId, table.createdAt),
    index('assignments_public_idx').on(table.country, table.isActive, table.createdAt),
    check('assignments_country_known', sql`${table.country} in (${literals(COUNTRY_CODES)})`),
    check('assignments_gender_known', sql`${table.tutorGender} in (${literals(TUTOR_GENDER_PREFERENCES)})`),
    check(
      'assignments_price_range_valid',
      sql`${table.priceStartMinor} > 0 and ${table.priceStartMinor} <= ${table.priceEndMinor}`,
    ),
    check('assignments_join_students_valid', sql`${table.joinStudent} >= 0`),
  ],
);

/**
 * A tutor and one assignment (spec section 3, acceptanceTutorList): a broadcast offers it (isApply false,
 * isAccept null); the tutor accepts (applies: both true) or rejects (isAccept false). One row per pair, so a
 * tutor hears of an assignment once and applies once.
 */
export const assignmentAcceptances = pgTable(
  'assignment_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isApply: boolean('is_apply').notNull().default(false),
    isAccept: boolean('is_accept'),
    /** Whether the tutor was offered it by the broadcast (else they found it themselves). */
    broadcasted: boolean('broadcasted').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('assignment_acceptances_pair_unique').on(table.assignmentId, table.tutorId),
    index('assignment_acceptances_tutor_idx').on(table.tutorId, table.updatedAt),
    check(
      'assignment_acceptances_apply_is_accept',
      sql`${table.isApply} = coalesce(${table.isAccept}, false)`,
    ),
  ],
);

export type AssignmentRow = typeof assignments.$inferSelect;
export type AssignmentAcceptanceRow = typeof assignmentAcceptances.$inferSelect;
