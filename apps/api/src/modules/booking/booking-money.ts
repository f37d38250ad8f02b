import { acceptDeadline, systemAccount, userAccount, type CurrencyCode } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { enqueueJob } from '../jobs';
import { postTransactions, type PostTransactionInput } from '../ledger';
import { BOOKING_JOBS } from './booking-job-kinds';
import { bookings, type BookingRow } from './booking.tables';

/*
 * Every money movement of a booking, each one balanced ledger transaction posted inside the caller's
 * database transaction, next to the state change it belongs to. Escrow holds, per booking: while
 * PENDING, what was paid so far from the balance; once paid, what the tutor will earn: the lesson's price,
 * less the discount of a tutor's voucher (a first booking's prepaid lessons beyond this one move to the
 * student's balance at that moment; Ajar pays a general-use voucher's discount in from PROMOTIONS).
 */

const reference = (booking: BookingRow) => ({ type: 'booking', id: booking.id });
const escrow = (currency: CurrencyCode) => systemAccount('BOOKING_ESCROW', currency);
const promotions = (currency: CurrencyCode) => systemAccount('PROMOTIONS', currency);
const balanceOf = (booking: BookingRow) =>
  userAccount('STUDENT_BALANCE', booking.studentId, booking.currency);

function move(
  booking: BookingRow,
  kind: PostTransactionInput['kind'],
  key: string,
  from: PostTransactionInput['entries'][number]['account'],
  to: PostTransactionInput['entries'][number]['account'],
  amountMinor: number,
): PostTransactionInput {
  return {
    kind,
    idempotencyKey: `booking:${booking.id}:${key}`,
    reference: reference(booking),
    entries: [
      { account: from, amountMinor: -amountMinor },
      { account: to, amountMinor },
    ],
  };
}

/**
 * Takes `amountMinor` of the student's balance into escrow for this booking; refused with
 * insufficientBalance (CONFLICT) when the balance is short. Keyed by how much came from the balance before,
 * so a retry of the same step writes nothing and a later step is a new movement.
 */
export async function takeFromBalance(
  tx: Transaction,
  booking: BookingRow,
  amountMinor: number,
): Promise<void> {
  if (amountMinor <= 0) return;
  const step = `balance-use:${booking.amountPaidUsingUserBalanceMinor}`;
  await postTransactions(tx, [
    move(booking, 'BALANCE_USE', step, balanceOf(booking), escrow(booking.currency), amountMinor),
  ]);
  await tx
    .update(bookings)
    .set({ amountPaidUsingUserBalanceMinor: booking.amountPaidUsingUserBalanceMinor + amountMinor })
    .where(eq(bookings.id, booking.id));
}

/**
 * Records that a card paid `amountMinor` of this booking (the money itself moved with the payment): what the
 * booking list says came from the card, and the rest of what the student paid from their balance.
 */
export async function recordCardPart(
  tx: Transaction,
  booking: BookingRow,
  amountMinor: number,
): Promise<void> {
  if (amountMinor <= 0) return;
  await tx
    .update(bookings)
    .set({ amountPaidByCardMinor: booking.amountPaidByCardMinor + amountMinor })
    .where(eq(bookings.id, booking.id));
}

/**
 * The booking is fully paid: status PAID, and a first booking's prepaid lessons beyond this one go to the
 * student's balance (spec section 4, Booking payment flow, step 2).
 */
export async function settlePaid(tx: Transaction, booking: BookingRow, now: Date): Promise<void> {
  const promotion = promotionOf(booking);
  if (promotion > 0)
    await postTransactions(tx, [
      move(
        booking,
        'VOUCHER_DISCOUNT',
        'voucher-discount',
        promotions(booking.currency),
        escrow(booking.currency),
        promotion,
      ),
    ]);
  const remainder = booking.dueMinor - booking.priceMinor;
  if (remainder > 0)
    await postTransactions(tx, [
      move(
        booking,
        'PREPAYMENT_REMAINDER',
        'prepayment-remainder',
        escrow(booking.currency),
        balanceOf(booking),
        remainder,
      ),
    ]);
  await tx
    .update(bookings)
    .set({ status: 'PAID', paidAt: now, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  await enqueueJob(tx, {
    kind: BOOKING_JOBS.acceptDeadline,
    key: booking.id,
    runAt: acceptDeadline(booking.startTime, now),
  });
}

/** The part of the discount Ajar pays (a general-use voucher's). */
const promotionOf = (booking: BookingRow) => (booking.discountFundedByAjar ? booking.discountMinor : 0);

/**
 * What the tutor earns for the lesson: its price, less the discount of their own voucher; or the share a
 * late cancel or a dispute's outcome left them.
 */
export function tutorEarningOf(booking: BookingRow): number {
  return (
    booking.tutorShareMinor ?? booking.priceMinor - (booking.discountFundedByAjar ? 0 : booking.discountMinor)
  );
}

/** What the student paid for this lesson (a general-use voucher's part was Ajar's). */
const studentPaidFor = (booking: BookingRow) => booking.priceMinor - booking.discountMinor;

/**
 * How a refund of `refundMinor` out of a paid lesson's escrow splits: to the student up to what they paid for
 * it, the rest (a discount Ajar paid) back to PROMOTIONS.
 */
export function refundParts(
  booking: BookingRow,
  refundMinor: number,
): { readonly toStudent: number; readonly toPromotions: number } {
  const toStudent = Math.min(refundMinor, studentPaidFor(booking));
  return { toStudent, toPromotions: refundMinor - toStudent };
}

/**
 * Refunds part of a paid lesson's escrow (a late cancel, a dispute's outcome) as ONE balanced ledger
 * transaction, and leaves the rest to the tutor: their share, transferable once the booking completed.
 */
export async function refundPartOfLesson(
  tx: Transaction,
  booking: BookingRow,
  refundMinor: number,
  kind: 'LATE_CANCEL_REFUND' | 'DISPUTE_REFUND',
): Promise<void> {
  const held = tutorEarningOf(booking);
  if (!Number.isSafeInteger(refundMinor) || refundMinor < 0 || refundMinor > held)
    throw new RangeError(`booking: cannot refund ${refundMinor} of ${held}`);
  const { toStudent, toPromotions } = refundParts(booking, refundMinor);
  const entries: PostTransactionInput['entries'][number][] = [];
  if (toStudent > 0) entries.push({ account: balanceOf(booking), amountMinor: toStudent });
  if (toPromotions > 0) entries.push({ account: promotions(booking.currency), amountMinor: toPromotions });
  if (refundMinor > 0)
    await postTransactions(tx, [
      {
        kind,
        idempotencyKey: `booking:${booking.id}:${kind === 'DISPUTE_REFUND' ? 'dispute-refund' : 'late-cancel'}`,
        reference: reference(booking),
        entries: [{ account: escrow(booking.currency), amountMinor: -refundMinor }, ...entries],
      },
    ]);
  await tx
    .update(bookings)
    .set({ tutorShareMinor: held - refundMinor })
    .where(eq(bookings.id, booking.id));
}

/** What escrow holds for this booking now (see the top of this file). */
export function escrowedFor(booking: BookingRow): number {
  return booking.paidAt ? tutorEarningOf(booking) : booking.amountPaidUsingUserBalanceMinor;
}

/**
 * Returns what escrow holds for the booking (reject, cancel): the student's money to their balance, and a
 * discount Ajar paid back to PROMOTIONS.
 */
export async function refundToBalance(tx: Transaction, booking: BookingRow): Promise<number> {
  const promotion = booking.paidAt ? promotionOf(booking) : 0;
  const amount = escrowedFor(booking) - promotion;
  const movements: PostTransactionInput[] = [];
  if (amount > 0)
    movements.push(move(booking, 'REFUND', 'refund', escrow(booking.currency), balanceOf(booking), amount));
  if (promotion > 0)
    movements.push(
      move(
        booking,
        'VOUCHER_DISCOUNT_RETURN',
        'voucher-discount-return',
        escrow(booking.currency),
        promotions(booking.currency),
        promotion,
      ),
    );
  if (movements.length > 0) await postTransactions(tx, movements);
  return amount;
}

/**
 * The tutor takes a done booking's money: escrow → the tutor's earnings → out to their bank account
 * (PAYOUT_CLEARING), two movements locked and posted together.
 */
export async function earnAndPayOut(tx: Transaction, booking: BookingRow): Promise<number> {
  const amount = tutorEarningOf(booking);
  if (amount <= 0) return 0;
  const earnings = userAccount('TUTOR_EARNINGS', booking.tutorId, booking.currency);
  await postTransactions(tx, [
    move(booking, 'TUTOR_EARNING', 'tutor-earning', escrow(booking.currency), earnings, amount),
    move(booking, 'PAYOUT', 'payout', earnings, systemAccount('PAYOUT_CLEARING', booking.currency), amount),
  ]);
  return amount;
}
