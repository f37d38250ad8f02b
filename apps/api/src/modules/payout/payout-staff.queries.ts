import type { CurrencyCode } from '@ajar/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../account';
import type { PayoutView } from './payout.shapes';
import { bankAccounts, payouts } from './payout.tables';

/** A payout as the Ajar team lists it: whose it is, besides what its owner sees. */
export interface StaffPayoutView extends PayoutView {
  readonly tutorId: string;
  readonly tutorName: string;
  readonly tutorEmail: string;
}

/** Every tutor's payouts, newest first, one page at a time, optionally in one currency. */
export async function staffPayoutPage(
  executor: Executor,
  options: { readonly currency?: CurrencyCode; readonly offset: number; readonly limit: number },
): Promise<{ readonly items: StaffPayoutView[]; readonly total: number }> {
  const where = options.currency ? eq(payouts.currency, options.currency) : undefined;
  const rows = await executor
    .select({
      id: payouts.id,
      amount: payouts.amountMinor,
      currency: payouts.currency,
      createdAt: payouts.createdAt,
      bookingId: payouts.bookingId,
      accountHolderName: bankAccounts.accountHolderName,
      accountNumberLast4: sql<string | null>`right(${bankAccounts.accountNumber}, 4)`,
      tutorId: users.id,
      tutorFirstName: users.firstName,
      tutorLastName: users.lastName,
      tutorEmail: users.email,
    })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .offset(options.offset)
    .limit(options.limit);
  const [counted] = await executor.select({ total: count() }).from(payouts).where(where);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ tutorFirstName, tutorLastName, ...row }) => ({
      ...row,
      tutorName: `${tutorFirstName} ${tutorLastName}`.trim(),
    })),
  };
}
