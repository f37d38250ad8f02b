import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import { testimonials } from './testimonial.tables';

/** A listed review as a report names it. The reviewer has no account when they wrote as a guest. */
export interface ReportedTestimonial {
  readonly id: string;
  readonly tutorUserId: string;
  readonly reviewerUserId: string | null;
  readonly reviewerName: string;
  readonly comment: string;
  readonly rating: number;
  readonly status: string;
}

/** The review, listed or already removed; pending ones are nobody's to report yet. */
export async function testimonialForReport(
  executor: Executor,
  id: string,
): Promise<ReportedTestimonial | undefined> {
  if (!isPvid(id)) return undefined;
  const [row] = await executor
    .select({
      id: testimonials.id,
      tutorUserId: testimonials.tutorUserId,
      reviewerUserId: testimonials.reviewerUserId,
      reviewerName: testimonials.reviewerName,
      comment: testimonials.comment,
      rating: testimonials.rating,
      status: testimonials.status,
    })
    .from(testimonials)
    .where(eq(testimonials.id, id))
    .limit(1);
  return row && row.status !== 'PENDING' ? row : undefined;
}

/** Unlists the review everywhere (every public read takes ACTIVE ones only); false when it was not listed. */
export async function removeTestimonial(executor: Executor, id: string): Promise<boolean> {
  if (!isPvid(id)) return false;
  const removed = await executor
    .update(testimonials)
    .set({ status: 'REMOVED' })
    .where(and(eq(testimonials.id, id), eq(testimonials.status, 'ACTIVE')))
    .returning({ id: testimonials.id });
  return removed.length > 0;
}
