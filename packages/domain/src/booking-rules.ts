/*
 * Booking numbers and money rules (spec section 9), shared by the server that enforces them and
 * the web that mirrors them. Amounts are integer minor units of the tutor's market currency.
 */

/** Lesson durations: 30 minutes to 6 hours in 30-minute steps. */
export const BOOKING_DURATION_MIN_MINUTES = 30;
export const BOOKING_DURATION_MAX_MINUTES = 360;
export const BOOKING_DURATION_STEP_MINUTES = 30;

/** A first booking with a tutor charges up to this many lessons; what is beyond this lesson becomes balance. */
export const FIRST_BOOKING_PREPAID_LESSONS = 8;

/** Where a lesson happens; the booking dialog's choice. */
export const BOOKING_TYPES = ['ONLINE', 'IN_PERSON'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const BOOKING_LOCATION_MAX = 200;
export const BOOKING_NOTES_MAX = 700;

/** A booking may start no earlier than this far ahead, so the tutor can see it coming. */
export const BOOKING_MIN_LEAD_MS = 60 * 60 * 1000;
/** …and no later than a year ahead. */
export const BOOKING_MAX_AHEAD_MS = 365 * 24 * 60 * 60 * 1000;

/** Every allowed duration in minutes, for the booking dialog's select. */
export const BOOKING_DURATIONS_MINUTES: readonly number[] = Array.from(
  {
    length: (BOOKING_DURATION_MAX_MINUTES - BOOKING_DURATION_MIN_MINUTES) / BOOKING_DURATION_STEP_MINUTES + 1,
  },
  (_, index) => BOOKING_DURATION_MIN_MINUTES + index * BOOKING_DURATION_STEP_MINUTES,
);

export function isBookingDuration(minutes: number): boolean {
  return BOOKING_DURATIONS_MINUTES.includes(minutes);
}

/** A duration as the spec shows it, HH:mm (90 → "01:30"). */
export function formatDurationHhMm(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * One lesson's price from the hourly price: hourly × minutes / 60, rounded half up to the minor unit
 * (only an odd hourly price in a currency without cents, booked for a half hour, has a half to round).
 */
export function lessonPriceMinor(pricePerHourMinor: number, minutes: number): number {
  if (!Number.isSafeInteger(pricePerHourMinor) || pricePerHourMinor < 0)
    throw new RangeError(`Not a price: ${pricePerHourMinor}`);
  if (!isBookingDuration(minutes)) throw new RangeError(`Not a booking duration: ${minutes}`);
  // In bigint: hourly × minutes passes 2^53 long before the lesson's price does.
  return safeMinor((BigInt(pricePerHourMinor) * BigInt(minutes) + 30n) / 60n);
}

/**
 * What a booking asks to be paid: one lesson, or for a first booking with the tutor the lessons the student
 * chose to prepay (1 to FIRST_BOOKING_PREPAID_LESSONS).
 */
export function bookingDueMinor(lessonMinor: number, prepaidLessons: number): number {
  if (!Number.isSafeInteger(lessonMinor) || lessonMinor < 0)
    throw new RangeError(`Not a price: ${lessonMinor}`);
  if (
    !Number.isInteger(prepaidLessons) ||
    prepaidLessons < 1 ||
    prepaidLessons > FIRST_BOOKING_PREPAID_LESSONS
  )
    throw new RangeError(`Not a number of prepaid lessons: ${prepaidLessons}`);
  return safeMinor(BigInt(lessonMinor) * BigInt(prepaidLessons));
}

/** A bigint amount back to a number, refused when a number would not hold it exactly. */
function safeMinor(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount too large: ${amount}`);
  return Number(amount);
}

/** What a booking still asks once part of it came from the student's balance; never below 0. */
export function amountStillDueMinor(booking: {
  readonly dueMinor: number;
  readonly amountPaidUsingUserBalanceMinor: number;
  /** A voucher's discount on the booking. */
  readonly discountMinor?: number;
}): number {
  return Math.max(
    0,
    booking.dueMinor - (booking.discountMinor ?? 0) - booking.amountPaidUsingUserBalanceMinor,
  );
}

/** How an amount due splits between the student's balance and the payment methods. */
export function balanceSplit(
  dueMinor: number,
  balanceMinor: number,
): { readonly fromBalance: number; readonly fromPaymentMethods: number; readonly hasEnoughBalance: boolean } {
  const fromBalance = Math.max(0, Math.min(dueMinor, balanceMinor));
  return {
    fromBalance,
    fromPaymentMethods: dueMinor - fromBalance,
    hasEnoughBalance: balanceMinor >= dueMinor,
  };
}

/** What a payment through the payment provider is for: the spec's Transaction.service. */
// DISPUTE: a dispute's escalation fee.
export const PAYMENT_SERVICES = ['BOOKING', 'BALANCE', 'CREDITS', 'CART', 'DISPUTE', 'CLASS'] as const;
export type PaymentService = (typeof PAYMENT_SERVICES)[number];

/**
 * A payment through the provider: created PENDING; PAID once the provider confirms; FAILED when declined
 * (a new payment may be started for the same booking); CANCELLED when the booking went away first.
 */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
