import { ledgerAccountKey, type LedgerTransactionKind } from '@ajar/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { lockKeys } from '../../db/advisory-lock';
import type { Executor, Transaction } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.tables';

/** What a money movement was for, e.g. { type: 'booking', id: bookingId }. */
export interface LedgerReference {
  readonly type: string;
  readonly id: string;
}

export interface StoredTransaction {
  readonly id: string;
  readonly kind: LedgerTransactionKind;
  readonly idempotencyKey: string;
  readonly reference: LedgerReference | null;
  readonly createdAt: Date;
  /** In posting order; accountKey is ledgerAccountKey of the account. */
  readonly entries: readonly { readonly accountKey: string; readonly amountMinor: number }[];
}

/**
 * Holds each key until the transaction ends, in ascending lock order, so a concurrent post of the same key
 * waits here until this one commits or rolls back and then reads its outcome instead of colliding with it.
 */
export async function lockIdempotencyKeys(tx: Transaction, keys: readonly string[]): Promise<void> {
  await lockKeys(tx, 'LEDG', keys);
}

export async function transactionsByKeys(
  executor: Executor,
  keys: readonly string[],
): Promise<Map<string, StoredTransaction>> {
  if (keys.length === 0) return new Map();
  const rows = await executor
    .select({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      idempotencyKey: ledgerTransactions.idempotencyKey,
      referenceType: ledgerTransactions.referenceType,
      referenceId: ledgerTransactions.referenceId,
      createdAt: ledgerTransactions.createdAt,
      accountKind: ledgerAccounts.kind,
      ownerUserId: ledgerAccounts.ownerUserId,
      currency: ledgerAccounts.currency,
      amountMinor: ledgerEntries.amountMinor,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(inArray(ledgerTransactions.idempotencyKey, [...keys]))
    .orderBy(asc(ledgerEntries.id));
  const stored = new Map<string, StoredTransaction>();
  for (const row of rows) {
    const accountKey = ledgerAccountKey({
      kind: row.accountKind,
      ownerUserId: row.ownerUserId,
      currency: row.currency,
    });
    const entry = { accountKey, amountMinor: row.amountMinor };
    const known = stored.get(row.idempotencyKey);
    if (known) {
      stored.set(row.idempotencyKey, { ...known, entries: [...known.entries, entry] });
      continue;
    }
    stored.set(row.idempotencyKey, {
      id: row.id,
      kind: row.kind,
      idempotencyKey: row.idempotencyKey,
      reference:
        row.referenceType !== null && row.referenceId !== null
          ? { type: row.referenceType, id: row.referenceId }
          : null,
      createdAt: row.createdAt,
      entries: [entry],
    });
  }
  return stored;
}
