import type { CountryCode } from '../markets';
import { maximumPriceMinor } from '../profile/profile-constants';

/*
 * Group classes: a tutor teaches one class to several students over a schedule of sessions, each
 * student paying one price per seat. The rules the API enforces and the web explains, in one place.
 */

export const CLASS_TITLE_MAX = 120;
export const CLASS_DESCRIPTION_MAX = 2000;
/** A class seats 2 to 50 students. */
export const CLASS_SEATS_MIN = 2;
export const CLASS_SEATS_MAX = 50;
/** A class has 1 to 20 sessions. */
export const CLASS_SESSIONS_MIN = 1;
export const CLASS_SESSIONS_MAX = 20;
/** A session lasts 30 minutes to 4 hours, in steps of 15 minutes, and starts on a quarter hour. */
export const CLASS_SESSION_MINUTES_MIN = 30;
export const CLASS_SESSION_MINUTES_MAX = 240;
export const CLASS_SESSION_STEP_MINUTES = 15;
/** A new session starts at least this many hours after the tutor schedules it. */
export const CLASS_SCHEDULE_NOTICE_HOURS = 2;
/** A message to a class's students: 1 to this many characters. */
export const CLASS_MESSAGE_MAX = 700;
/** Classes per browse page. */
export const CLASS_PAGE_SIZE = 12;

/** OPEN: listed and taught; CANCELLED: every session was cancelled (every student refunded). */
export const CLASS_STATUSES = ['OPEN', 'CANCELLED'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

/** ENROLLED: a paid seat; REFUNDED: every session of theirs was cancelled and refunded. */
export const CLASS_ENROLMENT_STATUSES = ['ENROLLED', 'REFUNDED'] as const;
export type ClassEnrolmentStatus = (typeof CLASS_ENROLMENT_STATUSES)[number];

/** The most a seat may cost: the market's highest hourly price (SG$10,000, Rp50,000,000, …). */
export function classPriceMaxMinor(country: CountryCode): number {
  return maximumPriceMinor(country);
}

/**
 * How the price of a seat splits over a class's sessions, in their order by start: each session's share is
 * the price divided by the number of sessions, rounded down, and the minor units left over go one each to
 * the earliest sessions. The shares are whole minor units and always sum to the price exactly, so a seat's
 * refunds and the tutor's earnings never make or lose a cent (e.g. SGD 100.00 over 3 sessions: 33.34,
 * 33.33, 33.33; IDR 100,000 over 3: 33,334, 33,333, 33,333).
 */
export function classSessionShares(priceMinor: number, sessionCount: number): number[] {
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 0) throw new RangeError('price must be whole');
  if (!Number.isInteger(sessionCount) || sessionCount < 1) throw new RangeError('at least one session');
  const base = Math.floor(priceMinor / sessionCount);
  const remainder = priceMinor - base * sessionCount;
  return Array.from({ length: sessionCount }, (_, index) => base + (index < remainder ? 1 : 0));
}

/** A class takes enrolments until its first session that is not cancelled starts. */
export function classEnrolmentOpen(
  sessions: readonly { readonly startsAt: Date; readonly cancelledAt: Date | null }[],
  now: Date,
): boolean {
  const first = sessions
    .filter((session) => session.cancelledAt === null)
    .reduce<Date | null>(
      (earliest, session) => (earliest === null || session.startsAt < earliest ? session.startsAt : earliest),
      null,
    );
  return first !== null && first.getTime() > now.getTime();
}

/** A session can be cancelled (and refunded) until it starts. */
export function classSessionCancellable(
  session: { readonly startsAt: Date; readonly cancelledAt: Date | null },
  now: Date,
): boolean {
  return session.cancelledAt === null && session.startsAt.getTime() > now.getTime();
}
