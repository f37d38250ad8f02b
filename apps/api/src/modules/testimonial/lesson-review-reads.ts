import {
  LESSON_REVIEWABLE_STATUSES,
  LESSON_REVIEW_PROMPT_DELAY_MS,
  LESSON_REVIEW_WINDOW_DAYS,
} from '@ajar/domain';
import { and, desc, eq, gte, inArray, lte, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../account';
import { bookings } from '../booking';
import { testimonials } from './testimonial.tables';

/** A lesson of the student's that waits for their review. */
export interface LessonToReview {
  readonly bookingPvid: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly subject: string;
  readonly tutorPvid: string;
  readonly tutorFirstName: string;
  readonly tutorLastName: string;
}

export const LESSONS_TO_REVIEW_MAX = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The lessons a student is asked to review: they took place, ended at least an hour ago and within the
 * review window, and have no review yet. Newest first.
 */
export function lessonsToReview(executor: Executor, studentId: string, now: Date): Promise<LessonToReview[]> {
  return executor
    .select({
      bookingPvid: bookings.id,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      subject: bookings.subjectName,
      tutorPvid: users.id,
      tutorFirstName: users.firstName,
      tutorLastName: users.lastName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.tutorId))
    .where(
      and(
        eq(bookings.studentId, studentId),
        inArray(bookings.status, [...LESSON_REVIEWABLE_STATUSES]),
        lte(bookings.endTime, new Date(now.getTime() - LESSON_REVIEW_PROMPT_DELAY_MS)),
        gte(bookings.endTime, new Date(now.getTime() - LESSON_REVIEW_WINDOW_DAYS * DAY_MS)),
        notExists(
          executor
            .select({ id: testimonials.id })
            .from(testimonials)
            .where(eq(testimonials.bookingId, bookings.id)),
        ),
      ),
    )
    .orderBy(desc(bookings.endTime))
    .limit(LESSONS_TO_REVIEW_MAX);
}
