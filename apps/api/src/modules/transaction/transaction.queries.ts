import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../booking';
import { payments } from '../payment';
import type { TransactionRole, TransactionView } from './transaction.shapes';

const transactionColumns = {
  id: payments.id,
  price: payments.amountMinor,
  fee: payments.feeMinor,
  status: payments.status,
  userId: payments.userId,
  service: payments.service,
  currency: payments.currency,
  createdAt: payments.createdAt,
  bookingId: payments.bookingId,
  discountAmount: payments.discountMinor,
};

/** A user's latest payments as payer (student) or as the tutor of the paid booking, newest first. */
export async function transactionsOf(
  executor: Executor,
  userId: string,
  role: TransactionRole,
  limit: number,
): Promise<TransactionView[]> {
  const newestFirst = [desc(payments.createdAt), desc(payments.id)];
  if (role === 'student') {
    return executor
      .select(transactionColumns)
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(...newestFirst)
      .limit(limit);
  }
  return executor
    .select(transactionColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(bookings.tutorId, userId))
    .orderBy(...newestFirst)
    .limit(limit);
}
