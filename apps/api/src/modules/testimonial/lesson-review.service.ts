import { lessonReviewRefusal, lessonReviewerName, type ReviewLessonInput } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { users } from '../account';
import { lockBooking } from '../booking';
import { notify } from '../notification';
import { profileSubjectLevels, profileSubjects } from '../profile';
import { readTestimonial, type TestimonialView } from './testimonial-reads.service';
import { testimonials } from './testimonial.tables';

/**
 * reviewLesson: the student of a lesson that took place rates and reviews it, once. The review is published
 * at once, marked as a verified lesson, and counts in the tutor's rating. The booking is locked first, so
 * the lesson's state cannot change under the decision; the unique booking column keeps two racing reviews to one.
 */
export async function reviewLesson(
  deps: Deps,
  viewer: Viewer,
  input: Required<ReviewLessonInput>,
): Promise<TestimonialView> {
  const now = deps.clock.now();
  const saved = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingPvid);
    if (!booking || (booking.studentId !== viewer.userId && booking.tutorId !== viewer.userId)) {
      throw new DomainError('NOT_FOUND', 'notFound');
    }
    if (booking.studentId !== viewer.userId) throw new DomainError('FORBIDDEN', 'lessonReviewStudentsOnly');
    const refusal = lessonReviewRefusal(booking, now);
    if (refusal) throw new DomainError('CONFLICT', refusal);

    const [student] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, viewer.userId))
      .limit(1);
    if (!student) throw new DomainError('NOT_FOUND', 'notFound');
    const [taught] = booking.subjectLevelId
      ? await tx
          .select({ subjectId: profileSubjects.subjectId })
          .from(profileSubjectLevels)
          .innerJoin(profileSubjects, eq(profileSubjects.id, profileSubjectLevels.profileSubjectId))
          .where(eq(profileSubjectLevels.id, booking.subjectLevelId))
          .limit(1)
      : [];

    const reviewer = lessonReviewerName(student);
    const [inserted] = await tx
      .insert(testimonials)
      .values({
        tutorUserId: booking.tutorId,
        reviewerUserId: viewer.userId,
        reviewerEmail: student.email,
        reviewerName: reviewer,
        subjectId: taught?.subjectId ?? null,
        bookingId: booking.id,
        comment: input.comment,
        rating: input.rating,
        status: 'ACTIVE',
        confirmedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: testimonials.bookingId })
      .returning({ id: testimonials.id });
    if (!inserted) throw new DomainError('CONFLICT', 'lessonAlreadyReviewed');
    return { id: inserted.id, tutorId: booking.tutorId, reviewer };
  });
  await notify(deps, {
    userId: saved.tutorId,
    code: 'TESTIMONIAL_RECEIVED',
    entityId: saved.id,
    remarks: saved.reviewer,
  });
  const review = await readTestimonial(deps.db, saved.id);
  if (!review) throw new DomainError('NOT_FOUND', 'notFound');
  return review;
}
