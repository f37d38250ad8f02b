import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { readTestimonial, type TestimonialView } from './testimonial-reads.service';
import { testimonials } from './testimonial.tables';

const notFound = (): DomainError => new DomainError('NOT_FOUND', 'notFound');

/**
 * replyToTestimonial: the tutor a published testimonial is about answers it, once. One conditional
 * update decides it, so two replies racing leave exactly one.
 */
export async function replyToTestimonial(
  deps: Deps,
  viewer: Viewer,
  testimonialId: string,
  reply: string,
): Promise<TestimonialView> {
  if (!isPvid(testimonialId)) throw notFound();
  const [replied] = await deps.db
    .update(testimonials)
    .set({ reply, repliedAt: deps.clock.now() })
    .where(
      and(
        eq(testimonials.id, testimonialId),
        eq(testimonials.tutorUserId, viewer.userId),
        eq(testimonials.status, 'ACTIVE'),
        isNull(testimonials.reply),
      ),
    )
    .returning({ id: testimonials.id });
  if (!replied) throw await whyNot(deps, viewer, testimonialId);
  const view = await readTestimonial(deps.db, replied.id);
  if (!view) throw notFound();
  return view;
}

async function whyNot(deps: Deps, viewer: Viewer, testimonialId: string): Promise<DomainError> {
  const [found] = await deps.db
    .select({ tutorUserId: testimonials.tutorUserId, status: testimonials.status })
    .from(testimonials)
    .where(eq(testimonials.id, testimonialId))
    .limit(1);
  if (!found || found.status !== 'ACTIVE') return notFound();
  if (found.tutorUserId !== viewer.userId) return new DomainError('FORBIDDEN', 'testimonialReplyOwnOnly');
  return new DomainError('CONFLICT', 'testimonialAlreadyReplied');
}
