import { z } from 'zod';
import type { BookingStatus } from '../booking';
import { TEXT_LIMIT } from '../constants';
import { MESSAGES } from '../messages';
import { RATING_MAX, RATING_MIN } from '../profile/profile-constants';

/**
 * Reviews students trust: a student reviews a lesson they had, once, and only such reviews make a tutor's
 * rating. The student is asked an hour after the lesson ends (in the app and by a notification).
 */
export const LESSON_REVIEW_PROMPT_DELAY_MS = 60 * 60 * 1000;
/** A lesson can be reviewed for this many days after it ends. */
export const LESSON_REVIEW_WINDOW_DAYS = 30;
/** A lesson that took place: accepted (and not cancelled), or marked done by the tutor. */
export const LESSON_REVIEWABLE_STATUSES: readonly BookingStatus[] = ['ACCEPTED', 'DONE'];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReviewableLesson {
  readonly status: BookingStatus;
  readonly endTime: Date;
}

/** Why a lesson cannot be reviewed now, or null when it can. */
export function lessonReviewRefusal(
  lesson: ReviewableLesson,
  now: Date,
): 'lessonReviewNotYet' | 'lessonReviewClosed' | null {
  if (!LESSON_REVIEWABLE_STATUSES.includes(lesson.status)) return 'lessonReviewClosed';
  if (now.getTime() < lesson.endTime.getTime()) return 'lessonReviewNotYet';
  if (now.getTime() > lesson.endTime.getTime() + LESSON_REVIEW_WINDOW_DAYS * DAY_MS)
    return 'lessonReviewClosed';
  return null;
}

export const lessonReviewOpen = (lesson: ReviewableLesson, now: Date): boolean =>
  lessonReviewRefusal(lesson, now) === null;

/** When the student is asked to review the lesson. */
export const lessonReviewPromptAt = (endTime: Date): Date =>
  new Date(endTime.getTime() + LESSON_REVIEW_PROMPT_DELAY_MS);

/** How a lesson review signs itself: the student's first name and initial ("Dewi S."). */
export const lessonReviewerName = (person: {
  readonly firstName: string;
  readonly lastName: string;
}): string =>
  [person.firstName.trim(), person.lastName.trim() ? `${person.lastName.trim().charAt(0)}.` : '']
    .filter(Boolean)
    .join(' ');

export const reviewLessonSchema = z.object({
  bookingPvid: z
    .string({ error: MESSAGES.notFound })
    .trim()
    .pipe(z.guid({ error: MESSAGES.notFound })),
  rating: z
    .number({ error: MESSAGES.ratingRequired })
    .int({ error: MESSAGES.ratingRequired })
    .min(RATING_MIN, { error: MESSAGES.ratingRequired })
    .max(RATING_MAX, { error: MESSAGES.ratingRequired }),
  comment: z
    .string({ error: MESSAGES.reviewRequired })
    .trim()
    .min(1, { error: MESSAGES.reviewRequired })
    .max(TEXT_LIMIT, { error: MESSAGES.textTooLong }),
});
export type ReviewLessonInput = z.input<typeof reviewLessonSchema>;
