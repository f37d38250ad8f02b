import { LESSON_REVIEW_WINDOW_DAYS, TEXT_LIMIT } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../../db/seed/factories';
import { expectError } from '../../test/account-helpers';
import { sessionFor } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { UPDATE_BOOKING } from '../booking/testing';
import {
  BOOKING_REVIEW,
  HOUR_MS,
  LESSONS_TO_REVIEW,
  lessonReviewWorld,
} from './testing/lesson-review-test-helpers';
import { LIST, publishedTestimonial, type TestimonialRead } from './testing/testimonial-test-helpers';

let t: TestApp;
let w: ReturnType<typeof lessonReviewWorld>;
beforeAll(async () => {
  t = await startTestApp();
  w = lessonReviewWorld(t);
});
afterAll(() => t.close());

const lessonState = async (token: string, id: string) =>
  (
    await t.gql<{ getBooking: { lessonReview: { open: boolean; testimonial: { rating: number } | null } } }>(
      BOOKING_REVIEW,
      { id },
      { token },
    )
  ).data?.getBooking.lessonReview;

const toReview = async (token: string) =>
  (
    await t.gql<{ lessonsToReview: { bookingPvid: string }[] }>(LESSONS_TO_REVIEW, {}, { token })
  ).data?.lessonsToReview.map((lesson) => lesson.bookingPvid) ?? [];

describe('reviews of lessons', () => {
  it('asks the student an hour after the lesson; the review is verified, listed first and makes the rating', async () => {
    const { tutor, student, id, end } = await w.acceptedLesson(24);
    expect(await lessonState(student.token, id)).toEqual({ open: false, testimonial: null });
    expectError(await w.review(student.token, id), 'CONFLICT', 'lessonReviewNotYet');

    // A link testimonial from a stranger is listed, but it does not make the rating.
    t.clock.advance(60_000);
    await publishedTestimonial(t, { id: tutor.userId }, null, 'A glowing word from nobody in particular');
    expect(await w.rating(tutor.userId, student.token)).toEqual({
      averageRating: null,
      reviewCount: 0,
      testimonialCount: 1,
    });

    t.clock.set(new Date(end.getTime() + 10 * 60_000));
    expect(await lessonState(student.token, id)).toEqual({ open: true, testimonial: null });
    expect(await lessonState(tutor.token, id)).toEqual({ open: false, testimonial: null });
    expect(await toReview(student.token)).toEqual([]);
    await t.runJobs();
    expect(await w.notified(student.userId, 'LESSON_REVIEW_REQUEST')).toBe(0);

    t.clock.set(new Date(end.getTime() + HOUR_MS));
    expect(await toReview(student.token)).toEqual([id]);
    await t.runJobs();
    expect(await w.notified(student.userId, 'LESSON_REVIEW_REQUEST')).toBe(1);
    await t.runJobs();
    expect(await w.notified(student.userId, 'LESSON_REVIEW_REQUEST')).toBe(1);

    const written = await w.review(
      student.token,
      id,
      4,
      '  Clear and patient; fractions finally make sense.  ',
    );
    expect(written.errors).toBeUndefined();
    expect(written.data?.reviewLesson).toMatchObject({
      rating: 4,
      comment: 'Clear and patient; fractions finally make sense.',
      reviewer: `${student.firstName} ${student.lastName.charAt(0)}.`,
      verifiedLesson: true,
      subjectName: tutor.subjectName,
    });
    expect(await w.notified(tutor.userId, 'TESTIMONIAL_RECEIVED')).toBe(1);
    expect(await w.rating(tutor.userId, student.token)).toEqual({
      averageRating: 4,
      reviewCount: 1,
      testimonialCount: 2,
    });
    expect(await lessonState(student.token, id)).toEqual({
      open: false,
      testimonial: { pvid: written.data?.reviewLesson.pvid, rating: 4 },
    });
    expect(await toReview(student.token)).toEqual([]);

    const list = await t.gql<{ getTestimonialList: TestimonialRead[] }>(
      LIST,
      { userPvid: tutor.userId },
      { token: student.token },
    );
    expect(list.data?.getTestimonialList.map((row) => row.verifiedLesson)).toEqual([true, false]);

    expectError(await w.review(student.token, id), 'CONFLICT', 'lessonAlreadyReviewed');
    expect(await w.reviewsOf(id)).toBe(1);
  });

  it('lets only the lesson’s student review it, with the spec’s messages, and writes nothing on a refusal', async () => {
    const { tutor, student, id, end } = await w.acceptedLesson(30);
    t.clock.set(new Date(end.getTime() + HOUR_MS));

    expectError(await w.review('', id), 'UNAUTHENTICATED', 'notLoggedIn');
    expectError(await w.review(tutor.token, id), 'FORBIDDEN', 'lessonReviewStudentsOnly');
    const stranger = await sessionFor(t, await makeStudent(t.deps.db));
    expectError(await w.review(stranger, id), 'NOT_FOUND', 'notFound');
    expectError(await w.review(student.token, 'not-an-id'), 'BAD_USER_INPUT', 'notFound');
    expectError(await w.review(student.token, id, 0), 'BAD_USER_INPUT', 'ratingRequired', {
      rating: 'ratingRequired',
    });
    expectError(await w.review(student.token, id, 6), 'BAD_USER_INPUT', 'ratingRequired', {
      rating: 'ratingRequired',
    });
    expectError(await w.review(student.token, id, 5, '   '), 'BAD_USER_INPUT', 'reviewRequired', {
      comment: 'reviewRequired',
    });
    expectError(
      await w.review(student.token, id, 5, 'x'.repeat(TEXT_LIMIT + 1)),
      'BAD_USER_INPUT',
      'textTooLong',
      {
        comment: 'textTooLong',
      },
    );
    expect(await w.reviewsOf(id)).toBe(0);
    expect((await w.review(student.token, id, 5, 'x'.repeat(TEXT_LIMIT))).errors).toBeUndefined();
  });

  it('closes the review of a cancelled lesson, and of any lesson after the window', async () => {
    const late = await w.acceptedLesson(40);
    t.clock.set(new Date(late.end.getTime() + LESSON_REVIEW_WINDOW_DAYS * 24 * HOUR_MS + 60_000));
    // Sessions end long before: the student signs in again.
    const lateToken = await sessionFor(t, { id: late.student.userId });
    expectError(await w.review(lateToken, late.id), 'CONFLICT', 'lessonReviewClosed');
    expect(await lessonState(lateToken, late.id)).toEqual({ open: false, testimonial: null });

    const cancelled = await w.acceptedLesson(24);
    const done = await t.gql(
      UPDATE_BOOKING,
      { id: cancelled.id, status: 'CANCELLED' },
      { token: cancelled.student.token },
    );
    expect(done.errors).toBeUndefined();
    t.clock.set(new Date(cancelled.end.getTime() + HOUR_MS));
    expectError(await w.review(cancelled.student.token, cancelled.id), 'CONFLICT', 'lessonReviewClosed');
    await t.runJobs();
    expect(await w.notified(cancelled.student.userId, 'LESSON_REVIEW_REQUEST')).toBe(0);
  });

  it('asks after a moved lesson’s new end, not its old one', async () => {
    const { student, tutor, id, end } = await w.acceptedLesson(48);
    const later = { startTime: new Date(end.getTime() + 23 * HOUR_MS).toISOString() };
    const proposed = await t.gql<{ proposeBookingReschedule: { pendingReschedule: { id: string } } }>(
      `mutation($bookingId: ID!, $startTime: DateTime!) {
        proposeBookingReschedule(bookingId: $bookingId, startTime: $startTime) { pendingReschedule { id } }
      }`,
      { bookingId: id, startTime: later.startTime },
      { token: student.token },
    );
    expect(proposed.errors).toBeUndefined();
    const answered = await t.gql(
      `mutation($rescheduleId: ID!) { respondToBookingReschedule(rescheduleId: $rescheduleId, accept: true) { pvid } }`,
      { rescheduleId: proposed.data!.proposeBookingReschedule.pendingReschedule.id },
      { token: tutor.token },
    );
    expect(answered.errors).toBeUndefined();
    t.clock.set(new Date(end.getTime() + 2 * HOUR_MS));
    await t.runJobs();
    expect(await w.notified(student.userId, 'LESSON_REVIEW_REQUEST')).toBe(0);
    t.clock.set(new Date(end.getTime() + 25 * HOUR_MS));
    await t.runJobs();
    expect(await w.notified(student.userId, 'LESSON_REVIEW_REQUEST')).toBe(1);
  });
});
