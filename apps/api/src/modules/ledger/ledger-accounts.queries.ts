import { ledgerAccountKey, type LedgerAccountRef } from '@ajar/domain';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { ledgerAccounts, type LedgerAccountRow } from './ledger.tables';

export function accountIdentity(account: LedgerAccountRef): SQL {
  return and(
    eq(ledgerAccounts.kind, account.kind),
    account.ownerUserId === null
      ? isNull(ledgerAccounts.ownerUserId)
      : eq(ledgerAccounts.ownerUserId, account.ownerUserId),
    eq(ledgerAccounts.currency, account.currency),
  ) as SQL;
}

/**
 * Creates the accounts that do not exist yet and locks all of them for the rest of the transaction.
 * Inserts go in the order of their identity, locks in the order of their id: a transaction only ever waits
 * for a row later in the same order than any it holds, so concurrent transfers never deadlock.
 */
export async function lockAccounts(
  tx: Transaction,
  accounts: readonly LedgerAccountRef[],
): Promise<Map<string, LedgerAccountRow>> {
  const distinct = new Map(accounts.map((account) => [ledgerAccountKey(account), account]));
  const byIdentity = [...distinct.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  await tx
    .insert(ledgerAccounts)
    .values(byIdentity.map(([, { kind, ownerUserId, currency }]) => ({ kind, ownerUserId, currency })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(or(...byIdentity.map(([, account]) => accountIdentity(account))))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const locked = new Map(rows.map((row) => [ledgerAccountKey(row), row]));
  if (locked.size !== distinct.size) throw new Error('ledger: an account just ensured is missing');
  return locked;
}
