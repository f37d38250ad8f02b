import {
  LEDGER_CURRENCIES,
  systemAccount,
  userAccount,
  type CurrencyCode,
  type LedgerAccountRef,
  type LedgerCurrency,
  type LedgerTransactionKind,
} from '@ajar/domain';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../db/client';
import { DomainError } from '../../../kernel/domain-error';
import { ledgerDiscrepancies, ledgerSum } from '../ledger.queries';
import { postTransaction, type PostedTransaction, type PostTransactionInput } from '../ledger.service';
import { ledgerEntries, ledgerTransactions } from '../ledger.tables';

export const accounts = {
  student: (userId: string, currency: CurrencyCode = 'SGD') =>
    userAccount('STUDENT_BALANCE', userId, currency),
  tutor: (userId: string, currency: CurrencyCode = 'SGD') => userAccount('TUTOR_EARNINGS', userId, currency),
  escrow: (currency: CurrencyCode = 'SGD') => systemAccount('BOOKING_ESCROW', currency),
  fees: (currency: CurrencyCode = 'SGD') => systemAccount('PLATFORM_FEES', currency),
  paymentClearing: (currency: LedgerCurrency = 'SGD') => systemAccount('PAYMENT_CLEARING', currency),
  payoutClearing: (currency: CurrencyCode = 'SGD') => systemAccount('PAYOUT_CLEARING', currency),
};

/** A movement of `amountMinor` from one account to another. */
export function transfer(
  kind: LedgerTransactionKind,
  idempotencyKey: string,
  from: LedgerAccountRef,
  to: LedgerAccountRef,
  amountMinor: number,
): PostTransactionInput {
  return {
    kind,
    idempotencyKey,
    entries: [
      { account: from, amountMinor: -amountMinor },
      { account: to, amountMinor },
    ],
  };
}

/** Posts in a database transaction of its own, as a service call would. */
export function post(db: Database, input: PostTransactionInput): Promise<PostedTransaction> {
  return db.transaction((tx) => postTransaction(tx, input));
}

let keySequence = 0;
/** An idempotency key no other test uses. */
export function newKey(label = 'test'): string {
  keySequence += 1;
  return `${label}:${process.pid}:${Date.now()}:${keySequence}`;
}

export function isDomainError(error: unknown, messageKey: string): boolean {
  return error instanceof DomainError && error.messageKey === messageKey;
}

/** The messages of an error and its causes (drizzle wraps the driver's error). */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) parts.push(current.message);
  return parts.join(' / ');
}

export async function expectRefusedByDatabase(run: Promise<unknown>, pattern: RegExp): Promise<void> {
  const error = await run.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the database accepted it').not.toBeNull();
  expect(errorText(error)).toMatch(pattern);
}

export async function countRows(
  db: Database,
  key: string,
): Promise<{ transactions: number; entries: number }> {
  const [transactions] = await db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  const [entries] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.idempotencyKey, key));
  return { transactions: transactions?.n ?? 0, entries: entries?.n ?? 0 };
}

/** The ledger's invariants: every currency sums to 0 and every cached balance is the sum of its entries. */
export async function expectSoundLedger(db: Database): Promise<void> {
  for (const currency of LEDGER_CURRENCIES) expect(await ledgerSum(db, currency)).toBe(0);
  expect(await ledgerDiscrepancies(db)).toEqual({ accountsOffBalance: [], unbalancedTransactionIds: [] });
}
