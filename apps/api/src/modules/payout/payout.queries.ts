import type { CurrencyCode } from '@ajar/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bankAccounts, payouts, type BankAccountRow } from './payout.tables';

/** Where a tutor's money in this currency goes: their newest bank account in it. */
export async function payoutAccountOf(
  executor: Executor,
  userId: string,
  currency: CurrencyCode,
): Promise<BankAccountRow | undefined> {
  const [row] = await executor
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.userId, userId),
        eq(bankAccounts.currency, currency),
        isNull(bankAccounts.deletedAt),
      ),
    )
    .orderBy(desc(bankAccounts.createdAt))
    .limit(1);
  return row;
}

export async function insertPayout(executor: Executor, values: typeof payouts.$inferInsert): Promise<void> {
  await executor.insert(payouts).values(values);
}
