import { z } from 'zod';
import { CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX, TEXT_LIMIT } from '../constants';
import { MESSAGES } from '../messages';

const boundedText = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

/**
 * The contact form (information pages): who writes, their reply address, what about, and the message.
 * The web's form and the API's sendContactMessage parse with it, so both show the same messages.
 */
export const contactMessageSchema = z.object({
  name: boundedText(MESSAGES.contactNameRequired, CONTACT_NAME_MAX, MESSAGES.contactNameTooLong),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  subject: boundedText(MESSAGES.contactSubjectRequired, CONTACT_SUBJECT_MAX, MESSAGES.contactSubjectTooLong),
  message: boundedText(MESSAGES.messageRequired, TEXT_LIMIT, MESSAGES.textTooLong),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
