import { MESSAGES } from '@ajar/domain';
import { z } from 'zod';

/** getCalendarFeed: whether the tutor has a private iCal feed (its URL is shown only when made). */
export interface CalendarFeedView {
  readonly exists: boolean;
  readonly createdAt: Date | null;
}

/** createCalendarFeed: the new feed's URL, shown this once. */
export interface CalendarFeedLinkView {
  readonly url: string;
  readonly createdAt: Date;
}

/** checkGoogleToken */
export interface GoogleCalendarStatusView {
  /** Whether this server offers Google calendar linking at all. */
  readonly configured: boolean;
  readonly linked: boolean;
}

export const googleCodeSchema = z.object({
  code: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(2048, { error: MESSAGES.googleLinkFailed }),
});
