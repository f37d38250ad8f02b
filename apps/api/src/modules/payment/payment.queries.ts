import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from './payment.tables';

/** Whether a payment of this booking is under way with the provider (then balance may not pay it too). */
export async function hasPendingPayment(executor: Executor, bookingId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'PENDING')))
    .limit(1);
  return row !== undefined;
}

/** The booking went away (cancelled, rejected): a checkout still open for it can no longer pay it. */
export async function cancelPendingPayments(executor: Executor, bookingId: string, now: Date): Promise<void> {
  await executor
    .update(payments)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'PENDING')));
}

/** A provider payment made for this booking (by its student or through a shared link), or undefined. */
export async function findPaymentOfBooking(executor: Executor, paymentId: string, bookingId: string) {
  const [row] = await executor
    .select({ status: payments.status, paymentMethod: payments.paymentMethod })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.bookingId, bookingId)));
  return row;
}
