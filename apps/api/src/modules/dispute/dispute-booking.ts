import type { Transaction } from '../../db/client';
import {
  lockBookingForDispute,
  setBookingDisputeOpen,
  settleBookingDispute,
  type DisputeBooking,
} from '../booking';

/*
 * Every call a dispute makes into the booking area, in one place: the booking owns its row and its escrow; a
 * dispute only locks the lesson, keeps its money in escrow while open, and settles it once.
 */

/** The lesson as booking hands it to a dispute (booking's own shape, not a copy). */
export type DisputedLesson = DisputeBooking;

/** The lesson, locked for the rest of the transaction, or undefined when there is none. */
export const lockDisputedLesson = (tx: Transaction, bookingId: string): Promise<DisputedLesson | undefined> =>
  lockBookingForDispute(tx, bookingId);

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
