import type { CurrencyCode } from '@ajar/domain';
import { afterAll, beforeAll } from 'vitest';
import { makeStudent } from '../../../db/seed/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { ledgerTransactions } from '../ledger.tables';
import { accounts, newKey, post, transfer } from './ledger-test-helpers';

/** What the ledger service tests share: a database of their own, funded students and escrow, refusals. */

let database: TestDatabase;

/** Creates the file's test database and disposes of it afterwards. */
export function setUpLedgerDatabase(): void {
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());
}

export const db = () => database.db;

export async function studentWith(balanceMinor: number, currency: CurrencyCode = 'SGD'): Promise<string> {
  const student = await makeStudent(db());
  if (balanceMinor > 0) {
    await post(
      db(),
      transfer(
        'BALANCE_TOP_UP',
        newKey('top-up'),
        accounts.paymentClearing(currency),
        accounts.student(student.id, currency),
        balanceMinor,
      ),
    );
  }
  return student.id;
}

/** Fills the escrow with a paid booking, so movements out of it have money to move. */
export async function paidBooking(amountMinor: number, currency: CurrencyCode = 'SGD'): Promise<void> {
  await post(
    db(),
    transfer(
      'PAYMENT',
      newKey('payment'),
      accounts.paymentClearing(currency),
      accounts.escrow(currency),
      amountMinor,
    ),
  );
}

export async function refusal(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

export async function transactionCount(): Promise<number> {
  const rows = await db().select({ id: ledgerTransactions.id }).from(ledgerTransactions);
  return rows.length;
}
