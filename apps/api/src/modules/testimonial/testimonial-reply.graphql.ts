import { testimonialReplySchema } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { replyToTestimonial } from './testimonial-reply.service';
import { TestimonialType } from './testimonial.graphql';

builder.mutationFields((t) => ({
  replyToTestimonial: t.withAuth({ tutor: true }).field({
    type: TestimonialType,
    description:
      'The tutor a published testimonial is about replies under it, once (FORBIDDEN for anyone else, CONFLICT the second time).',
    args: { testimonialId: t.arg.id({ required: true }), reply: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      replyToTestimonial(
        deps,
        viewer,
        args.testimonialId,
        parseInput(testimonialReplySchema, { reply: args.reply }).reply,
      ),
  }),
}));
