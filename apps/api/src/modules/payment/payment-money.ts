import { systemAccount, userAccount } from '@ajar/domain';
import type { Transaction } from '../../db/client';
import { postTransactions } from '../ledger';
import type { PaymentRow } from './payment.tables';

/*
 * The money of a payment the provider approved, one balanced ledger transaction in the same database
 * transaction as the payment's new status. PAYMENT_CLEARING gives up amount + fee (what the payer was
 * charged); the fee goes to PLATFORM_FEES; the amount to escrow for the booking, or to the payer's balance
 * (a top-up, or a booking that no longer waits for this money).
 */

const key = (payment: PaymentRow) => `payment:${payment.id}:approved`;

export async function paymentIntoEscrow(tx: Transaction, payment: PaymentRow): Promise<void> {
  await postTransactions(tx, [
    {
      kind: 'PAYMENT',
      idempotencyKey: key(payment),
      reference: { type: 'payment', id: payment.id },
      entries: [
        {
          account: systemAccount('PAYMENT_CLEARING', payment.currency),
          amountMinor: -(payment.amountMinor + payment.feeMinor),
        },
        { account: systemAccount('BOOKING_ESCROW', payment.currency), amountMinor: payment.amountMinor },
        ...(payment.feeMinor > 0
          ? [{ account: systemAccount('PLATFORM_FEES', payment.currency), amountMinor: payment.feeMinor }]
          : []),
      ],
    },
  ]);
}

export async function paymentIntoBalance(tx: Transaction, payment: PaymentRow): Promise<void> {
  await postTransactions(tx, [
    {
      kind: 'BALANCE_TOP_UP',
      idempotencyKey: key(payment),
      reference: { type: 'payment', id: payment.id },
      entries: [
        {
          account: systemAccount('PAYMENT_CLEARING', payment.currency),
          amountMinor: -(payment.amountMinor + payment.feeMinor),
        },
        {
          account: userAccount('STUDENT_BALANCE', payment.userId, payment.currency),
          amountMinor: payment.amountMinor,
        },
        ...(payment.feeMinor > 0
          ? [{ account: systemAccount('PLATFORM_FEES', payment.currency), amountMinor: payment.feeMinor }]
          : []),
      ],
    },
  ]);
}
