import type { CountryCode, CurrencyCode } from '@ajar/domain';
import type { Transaction } from '../../db/client';
import { lockBookingForDispute, setBookingDisputeOpen, settleBookingDispute } from '../booking';

/*
 * Every call a dispute makes into the booking area, in one place: the booking owns its row and its escrow; a
 * dispute only locks the lesson, keeps its money in escrow while open, and settles it once.
 */

export interface DisputedLesson {
  readonly id: string;
  readonly studentId: string;
  readonly tutorId: string;
  readonly status: string;
  readonly endTime: Date;
  readonly doneAt: Date | null;
  readonly completedAt: Date | null;
  readonly disputeOpen: boolean;
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly refundableMinor: number;
}

/** The lesson, locked for the rest of the transaction, or undefined when there is none. */
export async function lockDisputedLesson(
  tx: Transaction,
  bookingId: string,
): Promise<DisputedLesson | undefined> {
  const booking = await lockBookingForDispute(tx, bookingId);
  if (!booking) return undefined;
  return {
    id: booking.id,
    studentId: booking.studentId,
    tutorId: booking.tutorId,
    status: booking.status,
    endTime: booking.endTime,
    doneAt: booking.doneAt ?? null,
    completedAt: booking.completedAt ?? null,
    disputeOpen: booking.disputeOpen,
    country: booking.country,
    currency: booking.currency,
    refundableMinor: booking.refundableMinor,
  };
}

/** While a dispute is open the lesson's money stays in escrow: the tutor cannot transfer it. */
export async function holdLessonMoney(tx: Transaction, bookingId: string, now: Date): Promise<void> {
  await setBookingDisputeOpen(tx, bookingId, true, now);
}

/** The outcome's one ledger transaction (escrow → the student's balance); the rest is the tutor's to transfer. */
export async function settleLessonMoney(
  tx: Transaction,
  bookingId: string,
  refundMinor: number,
  now: Date,
): Promise<void> {
  await settleBookingDispute(tx, bookingId, refundMinor, now);
}
