import type { BookingStatus } from '@ajar/domain';
import type { UserRow } from '../../account';
import { bookings } from '../../booking/testing';
import type { TestApp } from '../../../test/test-app';
import { testimonials } from '../testimonial.tables';

export const TESTIMONIAL_FIELDS = 'pvid comment reviewer reply repliedAt verifiedLesson';

export const REPLY = `mutation Reply($testimonialId: ID!, $reply: String!) {
  replyToTestimonial(testimonialId: $testimonialId, reply: $reply) { ${TESTIMONIAL_FIELDS} }
}`;

export const LIST = `query List($userPvid: ID!) {
  getTestimonialList(userPvid: $userPvid) { ${TESTIMONIAL_FIELDS} }
}`;

export interface TestimonialRead {
  pvid: string;
  comment: string;
  reviewer: string;
  reply: string | null;
  repliedAt: string | null;
  verifiedLesson: boolean;
}

/**
 * A published testimonial written directly (how reviews get confirmed is testimonial.test.ts's business); with
 * a booking, the review of that lesson.
 */
export async function publishedTestimonial(
  t: TestApp,
  tutor: Pick<UserRow, 'id'>,
  reviewer: Pick<UserRow, 'id'> | null,
  comment = 'Patient and clear.',
  bookingId: string | null = null,
): Promise<string> {
  const [row] = await t.deps.db
    .insert(testimonials)
    .values({
      tutorUserId: tutor.id,
      reviewerUserId: reviewer?.id ?? null,
      bookingId,
      reviewerEmail: 'reviewer@example.test',
      reviewerName: 'Reviewer',
      comment,
      rating: 5,
      status: 'ACTIVE',
      confirmedAt: t.clock.now(),
      createdAt: t.clock.now(),
    })
    .returning({ id: testimonials.id });
  if (!row) throw new Error('insert returned no testimonial');
  return row.id;
}

let lessonHour = 0;

/** A lesson of the pair in this status, an hour apart from every other (the no-overlap rule). */
export async function lessonBetween(
  t: TestApp,
  tutorId: string,
  studentId: string,
  status: BookingStatus,
): Promise<string> {
  lessonHour += 2;
  const start = new Date(t.clock.now().getTime() - lessonHour * 3_600_000);
  const [row] = await t.deps.db
    .insert(bookings)
    .values({
      tutorId,
      studentId,
      subjectName: 'Mathematics',
      levelName: 'Secondary 1',
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      durationMinutes: 60,
      type: 'ONLINE',
      status,
      country: 'sg',
      currency: 'SGD',
      priceMinor: 4000,
      dueMinor: 4000,
      // A done lesson here is a completed one (past its dispute window).
      ...(status === 'DONE' ? { doneAt: start, completedAt: start } : {}),
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('insert returned no booking');
  return row.id;
}
