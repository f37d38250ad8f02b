import type { CountryCode, CurrencyCode, PaymentStatus } from '@ajar/domain';
import type { Executor } from '../db/client';

/** The tutor's earned price of a done booking, on its way to their bank account. */
export interface BookingPayout {
  readonly userId: string;
  readonly bankAccountId: string;
  readonly bookingId: string;
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
  readonly createdAt: Date;
}

/** A booking a voucher is asked to discount: locked, PENDING, the viewer's own. */
export interface VoucherBooking {
  readonly id: string;
  readonly tutorId: string;
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly priceMinor: number;
  readonly dueMinor: number;
  readonly amountPaidUsingUserBalanceMinor: number;
}

export interface VoucherUseRequest {
  readonly studentId: string;
  /** The student's market (a voucher of another is refused). */
  readonly studentCountry: CountryCode;
  /** The voucher, by its code (a free one not yet claimed is claimed on the way) or by its id. */
  readonly code?: string | null;
  readonly voucherId?: string | null;
  readonly bookings: readonly VoucherBooking[];
  readonly now: Date;
}

/** One use of a claim over the bookings: each booking's discount, in their order. */
export interface VoucherUseGrant {
  readonly voucherCode: string;
  readonly fundedByAjar: boolean;
  readonly discounts: readonly number[];
  /** Whether the voucher applies to each booking (its discount there may still be 0). */
  readonly applied: readonly boolean[];
}

/**
 * What booking asks of payment and payout. Payment and payout import booking (their rows point at a
 * booking), so booking never imports them: modules/settlement builds this from both and the app hands it
 * in through Deps.
 */
export interface BookingSettlement {
  /** Whether a checkout of this booking is under way with the provider. */
  hasPendingPayment(executor: Executor, bookingId: string): Promise<boolean>;
  /** Closes the checkouts still open for a booking that went away. */
  cancelPendingPayments(executor: Executor, bookingId: string, now: Date): Promise<void>;
  /** A provider payment made for this booking, or undefined. */
  findPaymentOfBooking(
    executor: Executor,
    paymentId: string,
    bookingId: string,
  ): Promise<{ readonly status: PaymentStatus; readonly paymentMethod: string | null } | undefined>;
  /** The booking a shared payment link pays, or undefined when the code is no such link. */
  bookingIdOfSharedLink(executor: Executor, code: string): Promise<string | undefined>;
  /** Where a tutor's money in this currency goes. */
  payoutAccountOf(
    executor: Executor,
    userId: string,
    currency: CurrencyCode,
  ): Promise<{ readonly id: string } | undefined>;
  insertPayout(executor: Executor, payout: BookingPayout): Promise<void>;
  /** Uses the student's claim of a voucher on these bookings, or refuses with the voucher rule broken. */
  useVoucher(executor: Executor, request: VoucherUseRequest): Promise<VoucherUseGrant>;
  /** Forgets the voucher use of a booking whose voucher is replaced. */
  releaseVoucherUse(executor: Executor, bookingId: string): Promise<void>;
}
