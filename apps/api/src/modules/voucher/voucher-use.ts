import { cartTotals, normalizeVoucherCode } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { VoucherBooking, VoucherUseGrant, VoucherUseRequest } from '../../ports/booking-settlement';
import { claimInTransaction } from './voucher.service';
import {
  claimUsedElsewhere,
  deleteUseOfBooking,
  lockClaim,
  lockVoucher,
  recordUses,
  voucherRecordById,
} from './voucher.queries';
import { discountOf, voucherView, type VoucherView } from './voucher.shapes';
import { vouchers, type VoucherRow } from './voucher.tables';

const invalid = () => new DomainError('NOT_FOUND', 'voucherInvalid');

async function findVoucher(tx: Transaction, request: VoucherUseRequest): Promise<VoucherRow> {
  if (request.voucherId) {
    if (!isPvid(request.voucherId)) throw invalid();
    const voucher = await lockVoucher(tx, eq(vouchers.id, request.voucherId));
    if (!voucher) throw invalid();
    return voucher;
  }
  const code = normalizeVoucherCode(request.code ?? '');
  const voucher = code ? await lockVoucher(tx, eq(vouchers.code, code)) : undefined;
  if (!voucher) throw invalid();
  return voucher;
}

/** Whether the voucher discounts this booking: a tutor's for their own lessons, Ajar's for its market's. */
const appliesTo = (voucher: VoucherRow, booking: VoucherBooking) =>
  voucher.userId === null || voucher.userId === booking.tutorId;

/** Why the voucher cannot be used now by this student on these bookings, or each booking's discount. */
function discountsFor(
  voucher: VoucherRow,
  request: Pick<VoucherUseRequest, 'studentCountry' | 'bookings' | 'now'>,
): number[] {
  const { now, bookings } = request;
  if (voucher.deletedAt || voucher.startedAt.getTime() > now.getTime()) throw invalid();
  if (voucher.endAt.getTime() <= now.getTime()) throw new DomainError('CONFLICT', 'voucherExpired');
  if (voucher.country !== request.studentCountry || bookings.some((b) => b.country !== voucher.country))
    throw new DomainError('CONFLICT', 'voucherOtherMarket');
  if (!bookings.some((booking) => appliesTo(voucher, booking)))
    throw new DomainError('CONFLICT', 'voucherNotForThis');
  const currency = bookings[0]?.currency;
  if (!currency) throw new DomainError('CONFLICT', 'cartEmpty');
  const lines = bookings.map((booking) => {
    const unpaid = booking.dueMinor - booking.amountPaidUsingUserBalanceMinor;
    return {
      priceMinor: unpaid,
      quantity: 1,
      applies: appliesTo(voucher, booking),
      discountableMinor: Math.max(0, Math.min(booking.priceMinor, unpaid)),
    };
  });
  return [...cartTotals(lines, currency, discountOf(voucher)).lineDiscounts];
}

/**
 * One use of the student's claim over their locked PENDING bookings: the voucher must be live, in their
 * market, claimed (a free one is claimed here when asked by code) and not used on another live booking.
 * Each booking's discount is on its lesson price and on what is still unpaid, never below 0.
 */
export async function useVoucher(executor: Executor, request: VoucherUseRequest): Promise<VoucherUseGrant> {
  const tx = executor as Transaction;
  const voucher = await findVoucher(tx, request);
  const discounts = discountsFor(voucher, request);
  const { now } = request;
  let claim = await lockClaim(tx, voucher.id, request.studentId);
  if (!claim) {
    if (!request.code || voucher.buyerCreditsPrice > 0)
      throw new DomainError('CONFLICT', 'voucherNotClaimed');
    claim = await claimInTransaction(
      tx,
      { userId: request.studentId, country: request.studentCountry },
      voucher,
      now,
    );
  }
  const ids = request.bookings.map((booking) => booking.id);
  if (await claimUsedElsewhere(tx, claim.id, ids)) throw new DomainError('CONFLICT', 'voucherUsed');
  const fundedByAjar = voucher.userId === null;
  const claimId = claim.id;
  await recordUses(
    tx,
    request.bookings.flatMap((booking, index) =>
      appliesTo(voucher, booking)
        ? [
            {
              bookingId: booking.id,
              claimId,
              discountMinor: discounts[index] ?? 0,
              fundedByAjar,
              createdAt: now,
            },
          ]
        : [],
    ),
  );
  return {
    voucherCode: voucher.code,
    fundedByAjar,
    discounts,
    applied: request.bookings.map((booking) => appliesTo(voucher, booking)),
  };
}

/**
 * What the student's claim of a voucher would take off these bookings, without using it (the cart's
 * preview); refuses as a use would.
 */
export async function previewVoucher(
  executor: Executor,
  request: Omit<VoucherUseRequest, 'code'> & { readonly voucherId: string },
): Promise<{ readonly voucher: VoucherView; readonly discounts: number[] }> {
  if (!isPvid(request.voucherId)) throw invalid();
  const record = await voucherRecordById(executor, request.voucherId, request.studentId);
  if (!record) throw invalid();
  const discounts = discountsFor(record.voucher, request);
  if (!record.claimId) throw new DomainError('CONFLICT', 'voucherNotClaimed');
  const ids = request.bookings.map((booking) => booking.id);
  if (await claimUsedElsewhere(executor, record.claimId, ids))
    throw new DomainError('CONFLICT', 'voucherUsed');
  return { voucher: voucherView(record, request.studentId, request.now), discounts };
}

export async function releaseVoucherUse(executor: Executor, bookingId: string): Promise<void> {
  await deleteUseOfBooking(executor, bookingId);
}
