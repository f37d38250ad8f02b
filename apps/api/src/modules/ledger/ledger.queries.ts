import type { LedgerAccountRef, LedgerCurrency } from '@ajar/domain';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountIdentity } from './ledger-accounts.queries';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.tables';

/** An account's balance in minor units; an account nothing was ever posted to holds 0. */
export async function balanceOf(executor: Executor, account: LedgerAccountRef): Promise<number> {
  const [row] = await executor
    .select({ balanceMinor: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(accountIdentity(account));
  return row?.balanceMinor ?? 0;
}

/** The sum of all entries (of one currency, if given): 0 whenever the ledger is sound. */
export async function ledgerSum(executor: Executor, currency?: LedgerCurrency): Promise<number> {
  const [row] = await executor
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .where(currency ? eq(ledgerEntries.currency, currency) : undefined);
  return Number(row?.sum ?? 0);
}

export interface LedgerDiscrepancies {
  /** Accounts whose cached balance is not the sum of their entries. */
  readonly accountsOffBalance: readonly {
    readonly accountId: string;
    readonly cachedMinor: number;
    readonly entriesMinor: number;
  }[];
  /** Transactions whose entries do not sum to 0. */
  readonly unbalancedTransactionIds: readonly string[];
}

/** The consistency check: both lists are empty whenever the ledger is sound. Reads every entry. */
export async function ledgerDiscrepancies(executor: Executor): Promise<LedgerDiscrepancies> {
  const totals = executor
    .select({
      accountId: ledgerEntries.accountId,
      total: sql<string>`sum(${ledgerEntries.amountMinor})`.as('total'),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.accountId)
    .as('totals');
  const entriesTotal = sql<string>`coalesce(${totals.total}, 0)`;
  const offBalance = await executor
    .select({
      accountId: ledgerAccounts.id,
      cachedMinor: ledgerAccounts.balanceMinor,
      entriesMinor: sql<string>`${entriesTotal}::text`,
    })
    .from(ledgerAccounts)
    .leftJoin(totals, eq(totals.accountId, ledgerAccounts.id))
    .where(sql`${ledgerAccounts.balanceMinor} <> ${entriesTotal}`);
  const unbalanced = await executor
    .select({ transactionId: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountMinor}) <> 0`);
  return {
    accountsOffBalance: offBalance.map((row) => ({ ...row, entriesMinor: Number(row.entriesMinor) })),
    unbalancedTransactionIds: unbalanced.map((row) => row.transactionId),
  };
}

/**
 * What a tutor earned in [from, to): the TUTOR_EARNING (lessons) and CLASS_SESSION_EARNING (class sessions)
 * entries into their TUTOR_EARNINGS account of this currency, in minor units.
 */
export async function tutorEarnedBetween(
  executor: Executor,
  input: {
    readonly tutorId: string;
    readonly currency: LedgerCurrency;
    readonly from: Date;
    readonly to: Date;
  },
): Promise<number> {
  const [row] = await executor
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'TUTOR_EARNINGS'),
        eq(ledgerAccounts.ownerUserId, input.tutorId),
        eq(ledgerAccounts.currency, input.currency),
        inArray(ledgerTransactions.kind, ['TUTOR_EARNING', 'CLASS_SESSION_EARNING']),
        gte(ledgerTransactions.createdAt, input.from),
        lt(ledgerTransactions.createdAt, input.to),
      ),
    );
  return Number(row?.sum ?? 0);
}
