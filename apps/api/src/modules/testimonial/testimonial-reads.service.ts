import { ROLE_CODES } from '@ajar/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import { roles, users } from '../account';
import { referenceSubjects } from '../reference';
import { testimonials } from './testimonial.tables';

export interface TestimonialView {
  readonly pvid: string;
  readonly comment: string;
  readonly postedDate: Date;
  readonly rating: number;
  readonly reviewer: string;
  readonly subjectName: string | null;
  readonly reply: string | null;
  readonly repliedAt: Date | null;
  readonly verifiedLesson: boolean;
}

export type TutorRef = { readonly userId: string } | { readonly token: string };

const notFound = (): DomainError => new DomainError('NOT_FOUND', 'notFound');

// The student's review of a lesson they had (reviewLesson); a testimonial from the tutor's link is not.
const verifiedLesson = sql<boolean>`${testimonials.bookingId} is not null`;

const testimonialView = {
  pvid: testimonials.id,
  comment: testimonials.comment,
  postedDate: testimonials.createdAt,
  rating: testimonials.rating,
  reviewer: testimonials.reviewerName,
  subjectName: referenceSubjects.name,
  reply: testimonials.reply,
  repliedAt: testimonials.repliedAt,
  verifiedLesson: verifiedLesson.mapWith(Boolean),
};

/** One published testimonial as lists show it (after a reply, the mutation answers with it). */
export async function readTestimonial(executor: Executor, id: string): Promise<TestimonialView | undefined> {
  const [found] = await executor
    .select(testimonialView)
    .from(testimonials)
    .leftJoin(referenceSubjects, eq(referenceSubjects.id, testimonials.subjectId))
    .where(and(eq(testimonials.id, id), eq(testimonials.status, 'ACTIVE')))
    .limit(1);
  return found;
}

/**
 * A tutor's published testimonials: reviews of lessons first, then those from the tutor's link, each newest
 * first (only tutors have them; anyone else: NOT_FOUND).
 */
export async function listTestimonials(
  deps: Deps,
  tutor: TutorRef,
  limit: number,
): Promise<TestimonialView[]> {
  if ('userId' in tutor && !isPvid(tutor.userId)) throw notFound();
  const [found] = await deps.db
    .select({ id: users.id, roleCode: roles.code, isActive: users.isActive })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where('userId' in tutor ? eq(users.id, tutor.userId) : eq(users.token, tutor.token))
    .limit(1);
  if (!found || found.roleCode !== ROLE_CODES.tutor || !found.isActive) throw notFound();
  return deps.db
    .select(testimonialView)
    .from(testimonials)
    .leftJoin(referenceSubjects, eq(referenceSubjects.id, testimonials.subjectId))
    .where(and(eq(testimonials.tutorUserId, found.id), eq(testimonials.status, 'ACTIVE')))
    .orderBy(desc(verifiedLesson), desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
}

/** What became of a lesson's review: none yet, or written (shown only while published). */
export interface LessonReviewState {
  readonly written: boolean;
  readonly review: TestimonialView | null;
}

/** The reviews of these lessons, in their order (one statement for a whole booking list). */
export async function lessonReviewsOf(
  executor: Executor,
  bookingIds: readonly string[],
): Promise<LessonReviewState[]> {
  const rows =
    bookingIds.length === 0
      ? []
      : await executor
          .select({ bookingId: testimonials.bookingId, status: testimonials.status, view: testimonialView })
          .from(testimonials)
          .leftJoin(referenceSubjects, eq(referenceSubjects.id, testimonials.subjectId))
          .where(inArray(testimonials.bookingId, [...bookingIds]));
  const byBooking = new Map(rows.map((row) => [row.bookingId, row]));
  return bookingIds.map((id) => {
    const row = byBooking.get(id);
    return { written: row !== undefined, review: row?.status === 'ACTIVE' ? row.view : null };
  });
}
