import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditHistory } from './credits.tables';
import type { CreditHistoryView } from './credits.shapes';

export async function insertHistoryLine(
  executor: Executor,
  line: Omit<CreditHistoryView, 'id' | 'createdAt'> & {
    readonly userId: string;
    readonly ledgerTransactionId: string;
    readonly createdAt: Date;
  },
): Promise<void> {
  // A replayed ledger transaction (same idempotency key) already has its line.
  await executor.insert(creditHistory).values(line).onConflictDoNothing();
}

export function historyOf(executor: Executor, userId: string, limit: number): Promise<CreditHistoryView[]> {
  return executor
    .select({
      id: creditHistory.id,
      amount: creditHistory.amount,
      reason: creditHistory.reason,
      description: creditHistory.description,
      type: creditHistory.type,
      createdAt: creditHistory.createdAt,
    })
    .from(creditHistory)
    .where(eq(creditHistory.userId, userId))
    .orderBy(desc(creditHistory.createdAt), desc(creditHistory.id))
    .limit(limit);
}
