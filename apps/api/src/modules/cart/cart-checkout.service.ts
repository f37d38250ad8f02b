import { amountStillDueMinor, type CountryCode } from '@ajar/domain';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import {
  announceBookingPaid,
  lockBooking,
  recordCardPart,
  setBookingDiscount,
  settlePaid,
  takeFromBalance,
  type BookingRow,
} from '../booking';
import { announceEnrolment, classStudentOf, enrolFromBalance } from '../classes';
import { useVoucher } from '../voucher';
import { cartClassRecordsOf } from './cart.service';
import { cartBookingsOf, emptyCartOf, lockCartOf } from './cart.queries';
import type { CartCheckoutView } from './cart.shapes';

/** Who pays a cart: its owner, in their market. */
export interface CartPayer {
  readonly userId: string;
  readonly country: CountryCode;
}

/**
 * Pays the payer's whole cart from their balance inside the caller's transaction, all or nothing: the cart
 * is locked (a second checkout of it waits, then finds it empty), each booking locked in a fixed order and
 * checked again, the voucher's one use spread over the bookings it applies to, every booking's rest taken
 * from the balance and settled. Too little balance, and the caller's transaction rolls everything back.
 * `paidByCardMinor` is the card payment that just reached the balance for this cart: the bookings record it as
 * the card's part, in the order they settle, and only the rest as the student's own balance.
 */
export async function payCartFromBalance(
  deps: Deps,
  tx: Transaction,
  payer: CartPayer,
  voucherId: string | null,
  now: Date,
  paidByCardMinor = 0,
): Promise<CartCheckoutView> {
  await lockCartOf(tx, payer.userId);
  const records = await cartBookingsOf(tx, payer.userId);
  const ids = records.map((record) => record.booking.id).sort();
  const locked: BookingRow[] = [];
  for (const id of ids) {
    const booking = await lockBooking(tx, id);
    if (!booking || booking.status !== 'PENDING' || booking.studentId !== payer.userId) continue;
    if (await deps.bookingSettlement.hasPendingPayment(tx, booking.id))
      throw new DomainError('CONFLICT', 'cartChanged');
    locked.push(booking);
  }
  const seats = await cartClassRecordsOf(tx, payer.userId);
  if (locked.length === 0 && seats.length === 0) throw new DomainError('CONFLICT', 'cartEmpty');
  let bookings = locked;
  if (voucherId && locked.length > 0) {
    const undiscounted = locked.map((booking) => ({ ...booking, discountMinor: 0 }));
    const grant = await useVoucher(tx, {
      studentId: payer.userId,
      studentCountry: payer.country,
      voucherId,
      bookings: undiscounted,
      now,
    });
    bookings = [];
    for (const [index, booking] of undiscounted.entries()) {
      const original = locked[index];
      if (!original) continue;
      if (!grant.applied[index]) {
        bookings.push(original);
        continue;
      }
      const terms = {
        voucherCode: grant.voucherCode,
        fundedByAjar: grant.fundedByAjar,
        discountMinor: grant.discounts[index] ?? 0,
      };
      await setBookingDiscount(tx, booking, terms, now);
      bookings.push({
        ...booking,
        discountMinor: terms.discountMinor,
        discountFundedByAjar: terms.fundedByAjar,
        voucherCode: terms.voucherCode,
      });
    }
  }
  let total = 0;
  let discount = 0;
  let cardLeft = paidByCardMinor;
  for (const booking of bookings) {
    const rest = amountStillDueMinor(booking);
    total += rest;
    discount += booking.discountMinor;
    await takeFromBalance(tx, booking, rest);
    const byCard = Math.min(rest, cardLeft);
    cardLeft -= byCard;
    await recordCardPart(tx, booking, byCard);
    const paid = {
      ...booking,
      amountPaidUsingUserBalanceMinor: booking.amountPaidUsingUserBalanceMinor + rest,
    };
    await settlePaid(tx, paid, now);
  }
  // The class seats: each taken and paid from the balance, or the whole cart rolls back.
  const classIds: string[] = [];
  if (seats.length > 0) {
    const student = await classStudentOf(tx, payer.userId);
    for (const seat of [...seats].sort((a, b) => a.classId.localeCompare(b.classId))) {
      const enrolled = await enrolFromBalance(tx, student, seat.classId, now);
      total += enrolled.paidMinor;
      classIds.push(enrolled.classId);
    }
  }
  await emptyCartOf(tx, payer.userId);
  const currency = bookings[0]?.currency ?? seats[0]?.currency;
  if (!currency) throw new DomainError('CONFLICT', 'cartEmpty');
  return {
    success: true,
    bookingIds: bookings.map((booking) => booking.id),
    classIds,
    totalPrice: total,
    totalDiscountAmount: discount,
    currency,
  };
}

/** checkoutCartWithAjarBalance(voucherId): the whole cart paid from the balance; each tutor hears of it. */
export async function checkoutCartWithBalance(
  deps: Deps,
  viewer: Viewer,
  voucherId: string | null,
): Promise<CartCheckoutView> {
  const now = deps.clock.now();
  const result = await deps.db.transaction((tx) => payCartFromBalance(deps, tx, viewer, voucherId, now));
  for (const bookingId of result.bookingIds) await announceBookingPaid(deps, bookingId);
  for (const classId of result.classIds) await announceEnrolment(deps, classId, viewer.userId);
  return result;
}
