import {
  BOOKING_DURATION_MAX_MINUTES,
  BOOKING_DURATION_MIN_MINUTES,
  BOOKING_DURATION_STEP_MINUTES,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  COUNTRY_CODES,
  MONEY_CURRENCIES,
  type BookingStatus,
  type BookingType,
  type CountryCode,
  type CurrencyCode,
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import { profileSubjectLevels } from '../profile';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]): SQL => sql.raw(values.map((value) => `'${value}'`).join(', '));
const minor = (name: string) => bigint(name, { mode: 'number' });

export const FIRST_BOOKING_INDEX = 'bookings_one_unpaid_first_booking';
export const TRIAL_BOOKING_INDEX = 'bookings_one_trial_per_student_and_tutor';

/**
 * A lesson booked by a student with a tutor (spec section 3, Booking). The subject, level and price are
 * copied at booking time, so a later price change or a removed subject leaves the booking as agreed.
 * No two slot-holding bookings of a tutor overlap: the exclusion constraint of migration 0009
 * (btree_gist over tutor_id and tstzrange(start_time, end_time)) enforces it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    subjectLevelId: uuid('subject_level_id').references(() => profileSubjectLevels.id, {
      onDelete: 'set null',
    }),
    subjectName: text('subject_name').notNull(),
    levelName: text('level_name').notNull(),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    type: text('type').$type<BookingType>().notNull(),
    location: text('location').notNull().default(''),
    notes: text('notes').notNull().default(''),
    classUrl: text('class_url'),
    status: text('status').$type<BookingStatus>().notNull().default('PENDING'),
    /** The tutor's market: its currency and time zone. */
    country: text('country').$type<CountryCode>().notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    /** One lesson's price. */
    priceMinor: minor('price_minor').notNull(),
    /** What the booking asks to be paid: the lesson, or the prepaid lessons of a first booking. */
    dueMinor: minor('due_minor').notNull(),
    isFirstBooking: boolean('is_first_booking').notNull().default(false),
    amountPaidUsingUserBalanceMinor: minor('amount_paid_using_user_balance_minor').notNull().default(0),
    /**
     * What a card paid of this booking: straight into escrow at checkout, or through the balance when a cart
     * paid by card (the card's money meets the bookings in the order the cart settles them).
     */
    amountPaidByCardMinor: minor('amount_paid_by_card_minor').notNull().default(0),
    /**
     * A voucher's discount on the lesson: the student pays the due amount less this. A tutor's
     * voucher is funded by the tutor (they earn the price less it); Ajar's general-use voucher by PROMOTIONS.
     */
    discountMinor: minor('discount_minor').notNull().default(0),
    discountFundedByAjar: boolean('discount_funded_by_ajar').notNull().default(false),
    /** The code of the voucher applied, copied as it was. */
    voucherCode: text('voucher_code'),
    isTutorWithdrawMoney: boolean('is_tutor_withdraw_money').notNull().default(false),
    /** When the booking was fully paid; a later booking with this tutor is then not a first booking. */
    paidAt: timestamptz('paid_at'),
    /** The lessons this booking prepays (a first booking: 1 to 8, the student's choice; else 1). */
    prepaidLessons: integer('prepaid_lessons').notNull().default(1),
    /** The tutor's trial lesson (their length and price), at most one per student and tutor. */
    isTrial: boolean('is_trial').notNull().default(false),
    /** When the tutor marked the lesson done; it completes COMPLETION_HOURS later without a dispute. */
    doneAt: timestamptz('done_at'),
    /** When the lesson's money became the tutor's to transfer (completion, a late cancel, a dispute's end). */
    completedAt: timestamptz('completed_at'),
    /** While a dispute is open, the lesson's money stays in escrow. */
    disputeOpen: boolean('dispute_open').notNull().default(false),
    /** What the tutor earns when a late cancel or a dispute set it; null: the lesson's whole earning. */
    tutorShareMinor: minor('tutor_share_minor'),
    /** Who cancelled: the student, the tutor (it counts against them) or the system (expiry). */
    cancelledBy: text('cancelled_by').$type<'student' | 'tutor' | 'system'>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('bookings_tutor_start_idx').on(table.tutorId, table.startTime),
    index('bookings_student_start_idx').on(table.studentId, table.startTime),
    // At most one unpaid first booking per student and tutor: a second booking made while the first is
    // unpaid is priced as one lesson, so the prepaid lessons are charged once (see addBooking).
    uniqueIndex(FIRST_BOOKING_INDEX)
      .on(table.studentId, table.tutorId)
      .where(sql`${table.isFirstBooking} and ${table.status} = 'PENDING'`),
    check('bookings_status_known', sql`${table.status} in (${literals(BOOKING_STATUSES)})`),
    check('bookings_type_known', sql`${table.type} in (${literals(BOOKING_TYPES)})`),
    check('bookings_country_known', sql`${table.country} in (${literals(COUNTRY_CODES)})`),
    check('bookings_currency_known', sql`${table.currency} in (${literals(MONEY_CURRENCIES)})`),
    check('bookings_not_with_oneself', sql`${table.tutorId} <> ${table.studentId}`),
    check(
      'bookings_duration_valid',
      sql`${table.durationMinutes} between ${sql.raw(String(BOOKING_DURATION_MIN_MINUTES))} and ${sql.raw(
        String(BOOKING_DURATION_MAX_MINUTES),
      )} and ${table.durationMinutes} % ${sql.raw(String(BOOKING_DURATION_STEP_MINUTES))} = 0`,
    ),
    check(
      'bookings_times_match_duration',
      sql`${table.endTime} = ${table.startTime} + make_interval(mins => ${table.durationMinutes})`,
    ),
    check(
      'bookings_amounts_valid',
      sql`${table.priceMinor} >= 0 and ${table.dueMinor} >= ${table.priceMinor}`,
    ),
    check(
      'bookings_balance_part_valid',
      sql`${table.amountPaidUsingUserBalanceMinor} between 0 and ${table.dueMinor} - ${table.discountMinor}`,
    ),
    check(
      'bookings_card_part_valid',
      sql`${table.amountPaidByCardMinor} between 0 and ${table.dueMinor} - ${table.discountMinor}`,
    ),
    check('bookings_discount_valid', sql`${table.discountMinor} between 0 and ${table.priceMinor}`),
    check(
      'bookings_prepaid_lessons_valid',
      sql`${table.prepaidLessons} between 1 and 8 and ${table.dueMinor} = ${table.priceMinor} * ${table.prepaidLessons}`,
    ),
    check(
      'bookings_tutor_share_valid',
      sql`${table.tutorShareMinor} is null or ${table.tutorShareMinor} between 0 and ${table.priceMinor}`,
    ),
    // A trial lesson once per student and tutor (a cancelled or rejected one may be booked again).
    uniqueIndex(TRIAL_BOOKING_INDEX)
      .on(table.studentId, table.tutorId)
      .where(sql`${table.isTrial} and ${table.status} in ('PENDING', 'PAID', 'ACCEPTED', 'DONE')`),
    index('bookings_status_start_idx').on(table.status, table.startTime),
  ],
);

/**
 * A new time proposed for a paid or accepted booking: the other party accepts (the booking moves,
 * under the same no-overlap constraint) or declines; until then the old time holds. One open proposal per
 * booking: a new one replaces it.
 */
export const bookingReschedules = pgTable(
  'booking_reschedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    proposedById: uuid('proposed_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    status: text('status').$type<'PROPOSED' | 'ACCEPTED' | 'DECLINED' | 'REPLACED'>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    respondedAt: timestamptz('responded_at'),
  },
  (table) => [
    uniqueIndex('booking_reschedules_one_open')
      .on(table.bookingId)
      .where(sql`${table.status} = 'PROPOSED'`),
    check(
      'booking_reschedules_status_known',
      sql`${table.status} in ('PROPOSED', 'ACCEPTED', 'DECLINED', 'REPLACED')`,
    ),
  ],
);

export type BookingRescheduleRow = typeof bookingReschedules.$inferSelect;

export type BookingRow = typeof bookings.$inferSelect;
