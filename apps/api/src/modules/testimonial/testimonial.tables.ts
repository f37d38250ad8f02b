import { TESTIMONIAL_REPLY_MAX, TESTIMONIAL_STATUSES } from '@ajar/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { bookings } from '../booking';
import { referenceSubjects } from '../reference';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Reviews of a tutor. Anyone with the tutor's referral link may write one; it stays PENDING (never
 * listed) until the reviewer opens the single-use link mailed to them (spec: "Testimonials are
 * activated by email verification"). Only the SHA-256 of that code is kept. A student's review of a lesson
 * they had names its booking (one review per lesson) and is published at once: only these make the rating.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorUserId: uuid('tutor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reviewer's account when they were signed in; guests may review too. */
    reviewerUserId: uuid('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerEmail: text('reviewer_email').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    subjectId: uuid('subject_id').references(() => referenceSubjects.id),
    /** The lesson reviewed (a verified review); null for a testimonial from the tutor's link. */
    bookingId: uuid('booking_id')
      .unique('testimonials_booking_once')
      .references(() => bookings.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    rating: smallint('rating').notNull(),
    status: text('status', { enum: TESTIMONIAL_STATUSES }).notNull().default('PENDING'),
    confirmCodeHash: text('confirm_code_hash').unique(),
    confirmExpiresAt: timestamptz('confirm_expires_at'),
    confirmedAt: timestamptz('confirmed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The tutor's one reply, shown under the testimonial; never edited. */
    reply: text('reply'),
    repliedAt: timestamptz('replied_at'),
  },
  (table) => [
    index('testimonials_tutor_status_created_idx').on(table.tutorUserId, table.status, table.createdAt),
    check('testimonials_rating_range', sql`${table.rating} between 1 and 5`),
    check('testimonials_comment_length', sql`char_length(${table.comment}) <= 700`),
    check('testimonials_status_valid', sql`${table.status} in ('PENDING', 'ACTIVE', 'REMOVED')`),
    check(
      'testimonials_reply_length',
      sql`char_length(${table.reply}) <= ${sql.raw(String(TESTIMONIAL_REPLY_MAX))}`,
    ),
    index('testimonials_verified_idx')
      .on(table.tutorUserId, table.status)
      .where(sql`${table.bookingId} is not null`),
    check(
      'testimonials_lesson_reviewer',
      sql`${table.bookingId} is null or ${table.reviewerUserId} is not null`,
    ),
    check('testimonials_reply_dated', sql`(${table.reply} is null) = (${table.repliedAt} is null)`),
  ],
);

export type TestimonialRow = typeof testimonials.$inferSelect;
