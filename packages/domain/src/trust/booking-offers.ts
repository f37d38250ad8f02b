import type { BookingStatus } from '../booking';
import { COMPLETION_HOURS, NO_SHOW_REPORT_HOURS } from './lesson-policies';

/**
 * What a party may start on a booking besides its status changes: propose a new time, report a
 * no-show, or dispute a lesson marked done. The booking list shows them next to the status actions.
 */
export const BOOKING_OFFERS = ['reschedule', 'reportNoShow', 'dispute'] as const;
export type BookingOffer = (typeof BOOKING_OFFERS)[number];

const HOUR_MS = 3_600_000;

export interface OfferCheck {
  readonly status: BookingStatus;
  readonly role: 'student' | 'tutor';
  readonly start: Date;
  readonly end: Date;
  readonly now: Date;
  /** When the tutor marked the lesson done. */
  readonly doneAt: Date | null;
  readonly completed: boolean;
  readonly disputeOpen: boolean;
}

/** Until when a no-show may be reported: NO_SHOW_REPORT_HOURS after the end. */
export const noShowReportUntil = (end: Date): Date =>
  new Date(end.getTime() + NO_SHOW_REPORT_HOURS * HOUR_MS);
/** When a lesson marked done completes (and until when the student may dispute it). */
export const completesAt = (doneAt: Date): Date => new Date(doneAt.getTime() + COMPLETION_HOURS * HOUR_MS);

export function bookingOffers(check: OfferCheck): BookingOffer[] {
  const now = check.now.getTime();
  const offers: BookingOffer[] = [];
  if ((check.status === 'PAID' || check.status === 'ACCEPTED') && now < check.start.getTime())
    offers.push('reschedule');
  if (check.disputeOpen) return offers;
  if (
    check.status === 'ACCEPTED' &&
    now >= check.end.getTime() &&
    now < noShowReportUntil(check.end).getTime()
  )
    offers.push('reportNoShow');
  if (
    check.role === 'student' &&
    check.status === 'DONE' &&
    !check.completed &&
    check.doneAt !== null &&
    now < completesAt(check.doneAt).getTime()
  )
    offers.push('dispute');
  return offers;
}
