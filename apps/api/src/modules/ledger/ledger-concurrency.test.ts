import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../../db/seed/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { accountIdentity } from './ledger-accounts.queries';
import { balanceOf } from './ledger.queries';
import { postTransactions } from './ledger.service';
import { ledgerAccounts, ledgerEntries } from './ledger.tables';
import {
  accounts,
  countRows,
  errorText,
  expectSoundLedger,
  isDomainError,
  newKey,
  post,
  transfer,
} from './testing/ledger-test-helpers';

/**
 * The ledger's races on real PostgreSQL, where transactions run in parallel on a pool of 10
 * connections (PGlite runs one transaction at a time, so it cannot race).
 */
const enabled = Boolean(process.env['TEST_DATABASE_URL']);
if (!enabled) {
  console.warn('TEST_DATABASE_URL is not set: skipping the ledger race tests (CI runs them on PostgreSQL).');
}

describe.skipIf(!enabled)('ledger races on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());
  const db = () => database.db;

  async function studentWith(balanceMinor: number): Promise<string> {
    const student = await makeStudent(db());
    await post(
      db(),
      transfer(
        'BALANCE_TOP_UP',
        newKey(),
        accounts.paymentClearing(),
        accounts.student(student.id),
        balanceMinor,
      ),
    );
    return student.id;
  }

  /** The account's balance after each of its entries, in the order they were written under its lock. */
  async function runningBalances(accountRef: ReturnType<typeof accounts.student>): Promise<number[]> {
    const rows = await db()
      .select({ amountMinor: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(accountIdentity(accountRef))
      .orderBy(asc(ledgerEntries.id));
    let balance = 0;
    return rows.map((row) => (balance += row.amountMinor));
  }

  it('accepts at most 10 of 1,000 concurrent balance payments against a balance covering 10', async () => {
    const studentId = await studentWith(10);
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, () =>
        post(db(), transfer('BALANCE_USE', newKey('use'), accounts.student(studentId), accounts.escrow(), 1)),
      ),
    );
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    const unexpected = refused.filter((reason) => !isDomainError(reason, 'insufficientBalance'));
    expect(unexpected.map(errorText)).toEqual([]);
    expect(results.length - refused.length).toBe(10);
    expect(await balanceOf(db(), accounts.student(studentId))).toBe(0);
    expect(Math.min(...(await runningBalances(accounts.student(studentId))))).toBe(0);
    await expectSoundLedger(db());
  });

  it('writes one ledger transaction for 100 parallel replays of one idempotency key', async () => {
    const studentId = await studentWith(1000);
    const input = transfer(
      'BALANCE_USE',
      newKey('replay'),
      accounts.student(studentId),
      accounts.escrow(),
      300,
    );
    const results = await Promise.all(Array.from({ length: 100 }, () => post(db(), input)));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await countRows(db(), input.idempotencyKey)).toEqual({ transactions: 1, entries: 2 });
    expect(await balanceOf(db(), accounts.student(studentId))).toBe(700);
    await expectSoundLedger(db());
  });

  it('creates an account once when 100 first movements race to create it', async () => {
    const student = await makeStudent(db());
    await Promise.all(
      Array.from({ length: 100 }, () =>
        post(
          db(),
          transfer(
            'BALANCE_TOP_UP',
            newKey(),
            accounts.paymentClearing('INR'),
            accounts.student(student.id, 'INR'),
            5,
          ),
        ),
      ),
    );
    const [row] = await db()
      .select({ n: count() })
      .from(ledgerAccounts)
      .where(accountIdentity(accounts.student(student.id, 'INR')));
    expect(row?.n).toBe(1);
    expect(await balanceOf(db(), accounts.student(student.id, 'INR'))).toBe(500);
    await expectSoundLedger(db());
  });

  it('never deadlocks movements that name the same accounts in opposite orders', async () => {
    const first = await studentWith(10_000);
    const second = await studentWith(10_000);
    const tutor = await makeStudent(db());
    const runs = Array.from({ length: 200 }, (_, index) => {
      const student = index % 2 === 0 ? first : second;
      const movement =
        index % 4 < 2
          ? transfer('BALANCE_USE', newKey(), accounts.student(student), accounts.escrow(), 3)
          : transfer('REFUND', newKey(), accounts.escrow(), accounts.student(student), 1);
      // A batch touching both students and the tutor, in varying orders, races the single movements.
      if (index % 10 !== 0) return post(db(), movement);
      return db().transaction((tx) =>
        postTransactions(tx, [
          movement,
          transfer('TUTOR_EARNING', newKey(), accounts.escrow(), accounts.tutor(tutor.id), 1),
          transfer(
            'BALANCE_USE',
            newKey(),
            accounts.student(index % 20 === 0 ? second : first),
            accounts.escrow(),
            1,
          ),
        ]),
      );
    });
    const results = await Promise.allSettled(runs);
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [errorText(result.reason)] : [],
    );
    expect(failures).toEqual([]);
    await expectSoundLedger(db());
  });
});
