import type { BankAccountInput, BankAccountType, CurrencyCode } from '@ajar/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { BankAccountView, PayoutView } from './payout.shapes';
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

/** Serialises one user's bank account writes, so two tabs cannot both pass the cap check. */
export async function countLiveBankAccounts(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ kept: count() })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)));
  return row?.kept ?? 0;
}

const toBankAccountView = ({
  userId: _userId,
  deletedAt: _deletedAt,
  ...row
}: BankAccountRow): BankAccountView => ({
  ...row,
  accountType: row.accountType as BankAccountType | null,
});

/** The user's live bank accounts, newest first. */
export async function liveBankAccountsOf(executor: Executor, userId: string): Promise<BankAccountView[]> {
  const rows = await executor
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
    .orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id));
  return rows.map(toBankAccountView);
}

export async function insertBankAccount(
  executor: Executor,
  userId: string,
  input: BankAccountInput,
  now: Date,
): Promise<BankAccountView> {
  const [row] = await executor
    .insert(bankAccounts)
    .values({ ...input, userId, createdAt: now })
    .returning();
  if (!row) throw new Error('insert returned no bank account');
  return toBankAccountView(row);
}

/** Marks the user's own live account deleted; false when there is no such account of theirs. */
export async function softDeleteBankAccount(
  executor: Executor,
  userId: string,
  accountId: string,
  now: Date,
): Promise<boolean> {
  const deleted = await executor
    .update(bankAccounts)
    .set({ deletedAt: now })
    .where(
      and(eq(bankAccounts.id, accountId), eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)),
    )
    .returning({ id: bankAccounts.id });
  return deleted.length > 0;
}

/** The user's latest payouts, newest first, naming the account each went to (deleted accounts too). */
export async function payoutViewsOf(
  executor: Executor,
  userId: string,
  limit: number,
): Promise<PayoutView[]> {
  return executor
    .select({
      id: payouts.id,
      amount: payouts.amountMinor,
      currency: payouts.currency,
      createdAt: payouts.createdAt,
      bookingId: payouts.bookingId,
      accountHolderName: bankAccounts.accountHolderName,
      accountNumberLast4: sql<string | null>`right(${bankAccounts.accountNumber}, 4)`,
    })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}
