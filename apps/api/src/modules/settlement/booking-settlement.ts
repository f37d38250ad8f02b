import type { BookingSettlement } from '../../ports/booking-settlement';
import {
  bookingIdOfSharedLink,
  cancelPendingPayments,
  findPaymentOfBooking,
  hasPendingPayment,
} from '../payment';
import { insertPayout, payoutAccountOf } from '../payout';
import { releaseVoucherUse, useVoucher } from '../voucher';

/**
 * The booking ↔ payment ↔ payout ↔ voucher path in one place: booking's money steps reach payment and payout only
 * through this (main.ts and the test app put it in Deps), so payment and payout may import booking and no
 * area imports back.
 */
export const bookingSettlement: BookingSettlement = {
  hasPendingPayment,
  cancelPendingPayments,
  findPaymentOfBooking,
  bookingIdOfSharedLink,
  payoutAccountOf,
  insertPayout,
  useVoucher,
  releaseVoucherUse,
};
