/** The booking area's durable jobs (modules/jobs), one per booking and kind. */
export const BOOKING_JOBS = {
  /** An unpaid booking whose start passed is cancelled and frees its slot. */
  expire: 'booking.expire',
  /** A paid booking not accepted by its deadline is rejected with a full refund. */
  acceptDeadline: 'booking.accept-deadline',
  /** A lesson marked done completes COMPLETION_HOURS later without a dispute. */
  complete: 'booking.complete',
  /** An hour after a lesson that took place ends, its student is asked to review it. */
  reviewPrompt: 'booking.review-prompt',
} as const;
