import { addTestimonialSchema } from '@ajar/domain';
import type { z } from 'zod';

/**
 * The testimonial form: the API's own addTestimonial schema (the spec's messages: "Don't forget the
 * rating", "Don't forget the review", at most 700 characters), less the referral code, which comes
 * from the link rather than from the reviewer.
 */
export const testimonialFormSchema = addTestimonialSchema.omit({ referralCode: true });

export type TestimonialFormInput = z.input<typeof testimonialFormSchema>;
export type TestimonialFormValues = z.output<typeof testimonialFormSchema>;
