import {
  ROLE_CODES,
  TESTIMONIAL_CONFIRM_TTL_MS,
  testimonialConfirmLink,
  type AddTestimonialInput,
} from '@ajar/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { hashSecret, newSecret } from '../../infra/crypto/tokens';
import { sendMail } from '../../infra/mail/send-mail';
import { roles, users } from '../account';
import type { Viewer } from '../../kernel/viewer';
import { notify } from '../notification';
import { profileSubjects, profiles, testimonialConfirmMail, mayReviewTutor } from '../profile';
import { isPvid } from '../../kernel/ids';
import { testimonials } from './testimonial.tables';

export type NewTestimonial = Required<
  Pick<AddTestimonialInput, 'comment' | 'referralCode' | 'rating' | 'email' | 'name'>
> & {
  readonly programmeSubjectPvid?: string | null | undefined;
};

const notFound = (): DomainError => new DomainError('NOT_FOUND', 'notFound');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * addTestimonial: anyone holding a tutor's referral link (guests too) reviews the tutor. The review
 * waits, PENDING and unlisted, until the reviewer opens the single-use link mailed to them (7 days).
 */
export async function addTestimonial(
  deps: Deps,
  viewer: Viewer | null,
  input: NewTestimonial,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [tutor] = await tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        country: users.country,
        isActive: users.isActive,
        roleCode: roles.code,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(profiles.referralCode, input.referralCode.toUpperCase()))
      .limit(1);
    if (!tutor || !tutor.isActive || tutor.roleCode !== ROLE_CODES.tutor) throw notFound();
    if (!mayReviewTutor(viewer, tutor.id)) throw new DomainError('FORBIDDEN', 'ownTestimonial');

    let subjectId: string | null = null;
    if (input.programmeSubjectPvid) {
      const [taught] = isPvid(input.programmeSubjectPvid)
        ? await tx
            .select({ id: profileSubjects.subjectId })
            .from(profileSubjects)
            .where(
              and(
                eq(profileSubjects.userId, tutor.id),
                eq(profileSubjects.subjectId, input.programmeSubjectPvid),
              ),
            )
            .limit(1)
        : [];
      if (!taught) {
        throw new DomainError('BAD_USER_INPUT', 'subjectRequired', {
          programmeSubjectPvid: 'subjectRequired',
        });
      }
      subjectId = taught.id;
    }

    const code = newSecret();
    await tx.insert(testimonials).values({
      tutorUserId: tutor.id,
      reviewerUserId: viewer?.userId ?? null,
      reviewerEmail: input.email,
      reviewerName: input.name,
      subjectId,
      comment: input.comment,
      rating: input.rating,
      status: 'PENDING',
      confirmCodeHash: hashSecret(code),
      confirmExpiresAt: new Date(now.getTime() + TESTIMONIAL_CONFIRM_TTL_MS),
      createdAt: now,
    });
    const link = testimonialConfirmLink(deps.config.publicUrl, tutor.country, code);
    await sendMail(
      tx,
      testimonialConfirmMail(
        { email: input.email, name: input.name },
        tutor,
        link,
        Math.round(TESTIMONIAL_CONFIRM_TTL_MS / DAY_MS),
      ),
      now,
    );
  });
}

/** confirmTestimonial: publishes the testimonial; the code works once, within its 7 days. */
export async function confirmTestimonial(deps: Deps, code: string): Promise<void> {
  const now = deps.clock.now();
  const [confirmed] = await deps.db
    .update(testimonials)
    .set({ status: 'ACTIVE', confirmedAt: now, confirmCodeHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(testimonials.confirmCodeHash, hashSecret(code)),
        eq(testimonials.status, 'PENDING'),
        isNull(testimonials.confirmedAt),
        gt(testimonials.confirmExpiresAt, now),
      ),
    )
    .returning({
      id: testimonials.id,
      tutorUserId: testimonials.tutorUserId,
      reviewerName: testimonials.reviewerName,
    });
  if (!confirmed) {
    throw new DomainError('BAD_USER_INPUT', 'invalidTestimonialCode', { code: 'invalidTestimonialCode' });
  }
  await notify(deps, {
    userId: confirmed.tutorUserId,
    code: 'TESTIMONIAL_RECEIVED',
    entityId: confirmed.id,
    remarks: confirmed.reviewerName,
  });
}
