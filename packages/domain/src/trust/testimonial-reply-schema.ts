import { z } from 'zod';
import { MESSAGES } from '../messages';
import { TESTIMONIAL_REPLY_MAX } from './reputation';

/** A tutor's reply under a testimonial: some words, at most TESTIMONIAL_REPLY_MAX characters. */
export const testimonialReplySchema = z.object({
  reply: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.testimonialReplyRequired })
    .max(TESTIMONIAL_REPLY_MAX, { error: MESSAGES.testimonialReplyTooLong }),
});
export type TestimonialReplyInput = z.input<typeof testimonialReplySchema>;
