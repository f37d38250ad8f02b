import type { BookingStatus, CountryCode, CurrencyCode } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { refundPartOfLesson, tutorEarningOf } from './booking-money';
import { bookings } from './booking.tables';
import { lockBooking } from './booking.queries';

/** A booking as a dispute sees it, locked in the caller's transaction. */
export interface DisputeBooking {
  readonly id: string;
  readonly studentId: string;
  readonly tutorId: string;
  readonly status: BookingStatus;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly currency: CurrencyCode;
  readonly country: CountryCode;
  readonly doneAt: Date | null;
  readonly completedAt: Date | null;
  readonly disputeOpen: boolean;
  readonly isTutorWithdrawMoney: boolean;
  /** The most an outcome may refund: what escrow holds for the lesson. */
  readonly refundableMinor: number;
}

export async function lockBookingForDispute(
  tx: Transaction,
  bookingId: string,
): Promise<DisputeBooking | undefined> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) return undefined;
  return {
    id: booking.id,
    studentId: booking.studentId,
    tutorId: booking.tutorId,
    status: booking.status,
    startTime: booking.startTime,
    endTime: booking.endTime,
    currency: booking.currency,
    country: booking.country,
    doneAt: booking.doneAt,
    completedAt: booking.completedAt,
    disputeOpen: booking.disputeOpen,
    isTutorWithdrawMoney: booking.isTutorWithdrawMoney,
    refundableMinor: booking.paidAt && !booking.isTutorWithdrawMoney ? tutorEarningOf(booking) : 0,
  };
}

/** Opens or closes the dispute mark: while open, the completion job waits and the tutor cannot transfer. */
export async function setBookingDisputeOpen(
  tx: Transaction,
  bookingId: string,
  open: boolean,
  now: Date,
): Promise<void> {
  await tx.update(bookings).set({ disputeOpen: open, updatedAt: now }).where(eq(bookings.id, bookingId));
}

/**
 * A dispute's outcome: `refundMinor` of the lesson's escrow back to the student as one DISPUTE_REFUND ledger
 * transaction (a part Ajar paid to PROMOTIONS), the rest the tutor's to transfer; the booking is DONE and
 * completed, its dispute closed.
 */
export async function settleBookingDispute(
  tx: Transaction,
  bookingId: string,
  refundMinor: number,
  now: Date,
): Promise<void> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw new Error(`booking: no booking ${bookingId} to settle`);
  await refundPartOfLesson(tx, booking, refundMinor, 'DISPUTE_REFUND');
  await tx
    .update(bookings)
    .set({
      status: 'DONE',
      doneAt: booking.doneAt ?? now,
      completedAt: now,
      disputeOpen: false,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id));
}
