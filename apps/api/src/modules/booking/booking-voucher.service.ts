import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import type { VoucherUseGrant } from '../../ports/booking-settlement';
import { lockBooking } from './booking.queries';
import { bookings, type BookingRow } from './booking.tables';

/** Writes a voucher's discount on a locked PENDING booking (its use is recorded by the voucher area). */
export async function setBookingDiscount(
  tx: Transaction,
  booking: BookingRow,
  grant: { readonly voucherCode: string; readonly fundedByAjar: boolean; readonly discountMinor: number },
  now: Date,
): Promise<void> {
  if (booking.amountPaidUsingUserBalanceMinor > booking.dueMinor - grant.discountMinor)
    throw new DomainError('CONFLICT', 'bookingActionNotAllowed');
  await tx
    .update(bookings)
    .set({
      discountMinor: grant.discountMinor,
      discountFundedByAjar: grant.fundedByAjar,
      voucherCode: grant.voucherCode,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id));
}

/**
 * updateBooking(voucherCode): the student's voucher on their unpaid booking, before a checkout opens. The
 * code already on the booking changes nothing (the page sends it again with later actions); another code
 * replaces it (the earlier use is released).
 */
export async function applyVoucherCode(
  deps: Deps,
  viewer: Viewer,
  bookingId: string,
  voucherCode: string,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || (booking.studentId !== viewer.userId && booking.tutorId !== viewer.userId))
      throw new DomainError('NOT_FOUND', 'notFound');
    if (booking.studentId !== viewer.userId) throw new DomainError('FORBIDDEN', 'forbidden');
    if (booking.voucherCode === voucherCode.trim().toUpperCase()) return;
    if (booking.status !== 'PENDING' || (await deps.bookingSettlement.hasPendingPayment(tx, booking.id)))
      throw new DomainError('CONFLICT', 'bookingActionNotAllowed');
    if (booking.voucherCode) await deps.bookingSettlement.releaseVoucherUse(tx, booking.id);
    const undiscounted = { ...booking, discountMinor: 0 };
    const grant: VoucherUseGrant = await deps.bookingSettlement.useVoucher(tx, {
      studentId: viewer.userId,
      studentCountry: viewer.country,
      code: voucherCode,
      bookings: [undiscounted],
      now,
    });
    await setBookingDiscount(
      tx,
      undiscounted,
      {
        voucherCode: grant.voucherCode,
        fundedByAjar: grant.fundedByAjar,
        discountMinor: grant.discounts[0] ?? 0,
      },
      now,
    );
  });
}
