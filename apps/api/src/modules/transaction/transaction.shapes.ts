import type { CurrencyCode, PaymentService, PaymentStatus } from '@ajar/domain';

/** Whose transactions: payments the viewer made, or payments for the viewer's lessons as a tutor. */
export type TransactionRole = 'student' | 'tutor';

/** Spec section 3, Transaction: a payment through the payment provider. Amounts in minor units. */
export interface TransactionView {
  readonly id: string;
  readonly price: number;
  readonly fee: number;
  readonly status: PaymentStatus;
  /** Who paid. */
  readonly userId: string;
  readonly service: PaymentService;
  readonly currency: CurrencyCode;
  readonly createdAt: Date;
  readonly bookingId: string | null;
  /** A voucher's discount already taken off `price`. */
  readonly discountAmount: number;
}
