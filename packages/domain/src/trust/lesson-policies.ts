import type { CountryCode, CurrencyCode } from '../markets';

/*
 * Lesson policies, in one place for the server that enforces them and the pages that explain them
 * before anyone pays. Amounts are integer minor units; a split always adds up to what it splits.
 */

/** A student cancels free until this many hours before the start, per market. */
export const FREE_CANCELLATION_HOURS: Readonly<Record<CountryCode, number>> = {
  sg: 24,
  id: 24,
  my: 24,
  ph: 24,
  in: 24,
  lk: 24,
  us: 24,
};
/** A student's later cancel leaves the tutor this share of the lesson's price. */
export const LATE_CANCEL_TUTOR_PERCENT = 50;
/** A paid booking the tutor has not accepted this many hours before its start is rejected, fully refunded. */
export const ACCEPT_DEADLINE_HOURS = 12;
/** A lesson marked done completes after this many hours without a dispute; only then can its money move. */
export const COMPLETION_HOURS = 72;
/** A no-show may be reported until this many hours after the lesson's end. */
export const NO_SHOW_REPORT_HOURS = 24;
/** Each turn of a dispute's negotiation waits this many hours for an answer. */
export const DISPUTE_TURN_HOURS = 72;
/** The first booking with a tutor prepays from 1 to this many lessons (spec section 9: 'up to 8'). */
export const PREPAID_LESSONS_MIN = 1;
export const PREPAID_LESSONS_MAX = 8;

/** What escalating a dispute to the Ajar team costs, per currency (refunded to the party the decision favours). */
export const DISPUTE_ESCALATION_FEE_MINOR: Readonly<Record<CurrencyCode, number>> = {
  SGD: 1_000,
  IDR: 100_000,
  MYR: 3_000,
  PHP: 35_000,
  INR: 50_000,
  LKR: 200_000,
  USD: 800,
};

export interface CancellationSplit {
  /** What the tutor keeps. */
  readonly toTutorMinor: number;
  /** What returns to the student's balance. */
  readonly refundMinor: number;
  /** Whether the cancel was inside the free window (or the tutor's own). */
  readonly free: boolean;
}

/**
 * How a paid lesson's money splits when it is cancelled: the tutor's cancel refunds everything; a student's
 * refunds everything until the free window closes, then the tutor keeps their share (rounded half up to the
 * minor unit) and the rest is refunded.
 */
export function cancellationSplit(input: {
  readonly paidMinor: number;
  readonly country: CountryCode;
  readonly by: 'student' | 'tutor';
  readonly start: Date;
  readonly now: Date;
}): CancellationSplit {
  const { paidMinor } = input;
  if (!Number.isSafeInteger(paidMinor) || paidMinor < 0)
    throw new RangeError(`Not a minor amount: ${paidMinor}`);
  const free =
    input.by === 'tutor' ||
    input.now.getTime() <= freeCancellationUntil(input.start, input.country).getTime();
  if (free) return { toTutorMinor: 0, refundMinor: paidMinor, free };
  const toTutorMinor = Number((BigInt(paidMinor) * BigInt(LATE_CANCEL_TUTOR_PERCENT) + 50n) / 100n);
  return { toTutorMinor, refundMinor: paidMinor - toTutorMinor, free };
}

/**
 * Until when the tutor may accept a paid booking: ACCEPT_DEADLINE_HOURS before the start; a booking paid after
 * that point may be accepted until its start.
 */
export function acceptDeadline(start: Date, paidAt: Date): Date {
  const deadline = new Date(start.getTime() - ACCEPT_DEADLINE_HOURS * 3_600_000);
  return paidAt.getTime() >= deadline.getTime() ? start : deadline;
}

/** Until when a student's cancel is free (FREE_CANCELLATION_HOURS before the start, per market). */
export function freeCancellationUntil(start: Date, country: CountryCode): Date {
  return new Date(start.getTime() - FREE_CANCELLATION_HOURS[country] * 3_600_000);
}

export function isPrepaidLessons(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= PREPAID_LESSONS_MIN &&
    value <= PREPAID_LESSONS_MAX
  );
}
