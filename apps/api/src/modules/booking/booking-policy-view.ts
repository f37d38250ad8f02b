import {
  acceptDeadline,
  bookingOffers,
  cancellationSplit,
  completesAt,
  freeCancellationUntil,
  lessonTime,
  nextBookingStatus,
  type BookingOffer,
} from '@ajar/domain';
import { refundParts, tutorEarningOf } from './booking-money';
import type { OpenReschedule } from './booking.queries';
import type { BookingRow } from './booking.tables';

/** A new time proposed for the booking, as one of its parties sees it. */
export interface RescheduleView {
  readonly id: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly proposedByMe: boolean;
  readonly createdAt: Date;
}

/** A booking's policy fields: its policies and deadlines as they stand for this viewer. */
export interface BookingPolicyView {
  readonly isTrial: boolean;
  readonly numberOfLessons: number;
  readonly freeCancellationUntil: Date;
  readonly cancellationRefund: number | null;
  readonly acceptBy: Date | null;
  readonly completesAt: Date | null;
  readonly completedAt: Date | null;
  readonly disputeOpen: boolean;
  readonly pendingReschedule: RescheduleView | null;
}

/** What the student would get back by cancelling now; null when they cannot cancel a paid lesson now. */
function cancellationRefundNow(booking: BookingRow, now: Date): number | null {
  const check = nextBookingStatus({
    status: booking.status,
    actor: 'student',
    action: 'cancel',
    lesson: lessonTime(booking.startTime, booking.endTime, now),
  });
  if (!check.ok) return null;
  const held = tutorEarningOf(booking);
  const split = cancellationSplit({
    paidMinor: held,
    country: booking.country,
    by: 'student',
    start: booking.startTime,
    now,
  });
  return refundParts(booking, split.refundMinor).toStudent;
}

export function policyViewOf(
  booking: BookingRow,
  reschedule: OpenReschedule | null,
  role: 'student' | 'tutor' | null,
  viewerId: string | null,
  now: Date,
): BookingPolicyView {
  return {
    isTrial: booking.isTrial,
    numberOfLessons: booking.prepaidLessons,
    freeCancellationUntil: freeCancellationUntil(booking.startTime, booking.country),
    cancellationRefund: role === 'student' ? cancellationRefundNow(booking, now) : null,
    acceptBy:
      booking.status === 'PAID' && booking.paidAt ? acceptDeadline(booking.startTime, booking.paidAt) : null,
    completesAt:
      booking.status === 'DONE' && booking.doneAt && !booking.completedAt
        ? completesAt(booking.doneAt)
        : null,
    completedAt: booking.completedAt,
    disputeOpen: booking.disputeOpen,
    pendingReschedule:
      role && reschedule
        ? {
            id: reschedule.id,
            startTime: reschedule.startTime,
            endTime: reschedule.endTime,
            proposedByMe: reschedule.proposedById === viewerId,
            createdAt: reschedule.createdAt,
          }
        : null,
  };
}

/** What the transfer rule looks at (see the domain's transferRefusal). */
export const moneyStateOf = (booking: BookingRow) => ({
  tutorWithdrewMoney: booking.isTutorWithdrawMoney,
  completed: booking.completedAt !== null,
  tutorHasShare: (booking.tutorShareMinor ?? 0) > 0,
  disputeOpen: booking.disputeOpen,
});

/** The offers (reschedule, report a no-show, dispute) a party has on the booking now. */
export function offersOf(booking: BookingRow, role: 'student' | 'tutor', now: Date): BookingOffer[] {
  return bookingOffers({
    status: booking.status,
    role,
    start: booking.startTime,
    end: booking.endTime,
    now,
    doneAt: booking.doneAt,
    completed: booking.completedAt !== null,
    disputeOpen: booking.disputeOpen,
  });
}
