/**
 * Reputation: a tutor's reply time in chat and acceptance rate, as the profile and the search
 * cards show them ('Usually replies within 2 hours'), and the replies tutors write under testimonials.
 *
 * Reply time. Per chat room, the wait runs from the other member's first message to the tutor's first
 * message after it. Rooms whose first such message falls in the last 30 days count; a room still waiting
 * counts with the time it has waited so far, so a tutor who never answers drifts slower instead of
 * vanishing from the figure. The figure is the median wait, shown from 3 rooms on.
 *
 * Acceptance rate. Bookings made in the last 90 days that the tutor decided: accepted (ACCEPTED, or DONE,
 * which was accepted first) over accepted plus rejected (REJECTED: by the tutor, or by the expiry job when
 * the tutor let it lapse). A booking the student cancelled or never paid is no decision of the tutor's.
 * Shown from 3 decisions on, in whole percent rounded down (99.6% is not 100%).
 */

export const REPLY_TIME_WINDOW_DAYS = 30;
export const ACCEPTANCE_WINDOW_DAYS = 90;
/** Fewer rooms or decisions than this show no figure: one room is luck, not a habit. */
export const REPUTATION_MIN_ROOMS = 3;
export const REPUTATION_MIN_DECISIONS = 3;
/** A tutor's reply under a testimonial, once, at most this long. */
export const TESTIMONIAL_REPLY_MAX = 700;

/** How a median reply time reads: within an hour, 2 hours, a day, or longer. */
export const REPLY_WITHIN = ['HOUR', 'TWO_HOURS', 'DAY', 'DAYS'] as const;
export type ReplyWithin = (typeof REPLY_WITHIN)[number];

const MINUTE_S = 60;

/** The median of the waits (seconds), in whole minutes rounded up; null below REPUTATION_MIN_ROOMS. */
export function medianReplyMinutes(waitsSeconds: readonly number[]): number | null {
  if (waitsSeconds.length < REPUTATION_MIN_ROOMS) return null;
  const sorted = [...waitsSeconds].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.ceil(Math.max(0, median) / MINUTE_S);
}

/** The words for a median reply time: up to 60 min 'within an hour', up to 120 '2 hours', up to 24 h 'a day'. */
export function replyWithin(minutes: number | null): ReplyWithin | null {
  if (minutes === null) return null;
  if (minutes <= 60) return 'HOUR';
  if (minutes <= 120) return 'TWO_HOURS';
  if (minutes <= 24 * 60) return 'DAY';
  return 'DAYS';
}

/** Accepted over decided, whole percent rounded down; null below REPUTATION_MIN_DECISIONS. */
export function acceptancePercent(accepted: number, rejected: number): number | null {
  const decided = accepted + rejected;
  if (decided < REPUTATION_MIN_DECISIONS) return null;
  return Math.floor((accepted * 100) / decided);
}
