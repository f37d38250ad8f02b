import { MESSAGES, addTestimonialSchema, testimonialLimit } from '@ajar/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { MutationResultType } from '../../graphql/mutation-result';
import { addTestimonial, confirmTestimonial } from './testimonial.service';
import { listTestimonials, type TestimonialView } from './testimonial-reads.service';

export const TestimonialType = builder.objectRef<TestimonialView>('Testimonial').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    comment: t.exposeString('comment'),
    postedDate: t.expose('postedDate', { type: 'DateTime' }),
    rating: t.exposeInt('rating', { description: '1..5' }),
    reviewer: t.exposeString('reviewer', { description: 'Display name.' }),
    subjectName: t.exposeString('subjectName', { nullable: true }),
    reply: t.exposeString('reply', {
      nullable: true,
      description: "The tutor's one reply, shown under the testimonial; null until they reply.",
    }),
    repliedAt: t.expose('repliedAt', { type: 'DateTime', nullable: true }),
    verifiedLesson: t.exposeBoolean('verifiedLesson', {
      description: 'The reviewer, signed in when reviewing, had a lesson with this tutor marked done.',
    }),
  }),
});

const confirmSchema = z.object({
  code: z.string().trim().min(1, { error: MESSAGES.invalidTestimonialCode }).max(200, {
    error: MESSAGES.invalidTestimonialCode,
  }),
});

builder.queryFields((t) => ({
  // Spec section 6: guests cannot see testimonials and must log in. They get UNAUTHENTICATED
  // ('notLoggedIn') with HTTP 200: a 401 would make the web discard a stored token that is fine.
  getTestimonialList: t.withAuth({ member: true }).field({
    type: [TestimonialType],
    nullable: { list: false, items: true },
    description:
      "A tutor's published testimonials, newest first (limit: default 10, at most 50). Signed in only.",
    args: { userPvid: t.arg.id({ required: true }), limit: t.arg.int() },
    resolve: (_root, args, { deps }) =>
      listTestimonials(deps, { userId: args.userPvid }, testimonialLimit(args.limit)),
  }),
  getTestimonialListByToken: t.withAuth({ member: true }).field({
    type: [TestimonialType],
    nullable: { list: false, items: true },
    description: 'The same, by profile token.',
    args: { token: t.arg.string({ required: true }), limit: t.arg.int() },
    resolve: (_root, args, { deps }) =>
      listTestimonials(deps, { token: args.token.trim() }, testimonialLimit(args.limit)),
  }),
}));

builder.mutationFields((t) => ({
  addTestimonial: t.field({
    type: MutationResultType,
    description:
      'Reviews a tutor (guests too). Held until the reviewer opens the confirmation link mailed to `email` (7 days, single use).',
    args: {
      programmeSubjectPvid: t.arg.id({ description: "Optional: the tutor's subject this review is about." }),
      comment: t.arg.string({ required: true }),
      referralCode: t.arg.string({
        required: true,
        description: "The tutor's referralCode (from the shared link).",
      }),
      rating: t.arg.int({ required: true }),
      email: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, { deps, viewer }) => {
      const input = parseInput(addTestimonialSchema, {
        ...args,
        programmeSubjectPvid: args.programmeSubjectPvid ?? null,
      });
      await addTestimonial(deps, viewer, input);
      return { success: true, message: MESSAGES.testimonialSubmitted };
    },
  }),
  confirmTestimonial: t.field({
    type: MutationResultType,
    description: 'Publishes the testimonial whose mailed code this is (single use, 7 days).',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, { deps }) => {
      await confirmTestimonial(deps, parseInput(confirmSchema, args).code);
      return { success: true, message: MESSAGES.testimonialConfirmed };
    },
  }),
}));
