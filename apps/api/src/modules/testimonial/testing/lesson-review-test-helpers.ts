import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { ADD_BOOKING, UPDATE_BOOKING, bookingWorld, type Party } from '../../booking/testing';
import { notifications } from '../../notification/testing';
import { testimonials } from '../testimonial.tables';

export const REVIEW_LESSON = `mutation Review($bookingPvid: ID!, $rating: Int!, $comment: String!) {
  reviewLesson(bookingPvid: $bookingPvid, rating: $rating, comment: $comment) {
    pvid rating comment reviewer verifiedLesson subjectName
  }
}`;

export const LESSONS_TO_REVIEW = `query { lessonsToReview { bookingPvid subject tutorPvid tutorFirstName } }`;

export const BOOKING_REVIEW = `query Booking($id: ID!) {
  getBooking(id: $id) { pvid lessonReview { open testimonial { pvid rating } } }
}`;

export const PROFILE_RATING = `query Rating($userPvid: ID!) {
  getProfile(userPvid: $userPvid) { averageRating reviewCount testimonialCount }
}`;

export interface ReviewRead {
  pvid: string;
  rating: number;
  comment: string;
  reviewer: string;
  verifiedLesson: boolean;
  subjectName: string | null;
}

export const HOUR_MS = 3_600_000;

/** A booking world with an accepted one-hour lesson `hours` ahead, paid from the student's balance. */
export function lessonReviewWorld(t: TestApp) {
  const world = bookingWorld(t);

  async function acceptedLesson(
    hours = 24,
    parties?: { tutor: Awaited<ReturnType<typeof world.tutor>>; student: Party },
  ) {
    const tutor = parties?.tutor ?? (await world.tutor(4000));
    const student = parties?.student ?? (await world.student());
    const added = await t.gql<{
      addBooking: { booking: { pvid: string; endTime: string }; bookingPrice: number };
    }>(
      ADD_BOOKING,
      {
        tutorPvid: tutor.userId,
        subjectPvid: tutor.subjectLevelId,
        type: 'ONLINE',
        ...world.lesson(hours),
      },
      { token: student.token },
    );
    expect(added.errors).toBeUndefined();
    const booking = added.data!.addBooking.booking;
    await world.topUp(student.userId, added.data!.addBooking.bookingPrice);
    expect(
      (await t.gql(UPDATE_BOOKING, { id: booking.pvid, status: 'PAID' }, { token: student.token })).errors,
    ).toBeUndefined();
    expect(
      (await t.gql(UPDATE_BOOKING, { id: booking.pvid, status: 'ACCEPTED' }, { token: tutor.token })).errors,
    ).toBeUndefined();
    return { tutor, student, id: booking.pvid, end: new Date(booking.endTime) };
  }

  const review = (
    token: string,
    bookingPvid: string,
    rating = 5,
    comment = 'Clear, patient and well prepared.',
  ) => t.gql<{ reviewLesson: ReviewRead }>(REVIEW_LESSON, { bookingPvid, rating, comment }, { token });

  const rating = async (tutorId: string, token: string) =>
    (
      await t.gql<{
        getProfile: { averageRating: number | null; reviewCount: number; testimonialCount: number };
      }>(PROFILE_RATING, { userPvid: tutorId }, { token })
    ).data?.getProfile;

  const reviewsOf = async (bookingId: string) =>
    (
      await t.deps.db.select({ n: count() }).from(testimonials).where(eq(testimonials.bookingId, bookingId))
    )[0]?.n ?? 0;

  const notified = async (userId: string, code: string) =>
    (
      await t.deps.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.code, code)))
    )[0]?.n ?? 0;

  return { world, acceptedLesson, review, rating, reviewsOf, notified };
}
