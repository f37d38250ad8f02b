import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Feedback a tutor sends the Ajar team from the dashboard's side menu; the console lists it. */
export const FEEDBACK_CATEGORIES = ['IDEA', 'PROBLEM', 'PRAISE', 'OTHER'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;
/** Feedback one person may send in an hour, as reports (REPORTS_PER_HOUR). */
export const FEEDBACK_PER_HOUR = 10;

export const sendFeedbackSchema = z.object({
  message: z
    .string({ error: MESSAGES.feedbackMessageInvalid })
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, { error: MESSAGES.feedbackMessageInvalid })
    .max(FEEDBACK_MESSAGE_MAX, { error: MESSAGES.feedbackMessageInvalid }),
  category: z.enum(FEEDBACK_CATEGORIES).nullish(),
});
