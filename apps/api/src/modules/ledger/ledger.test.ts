import {
  transactionFeeMinor,
  type CurrencyCode,
  type LedgerAccountRef,
  type LedgerEntryInput,
} from '@ajar/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { DomainError } from '../../kernel/domain-error';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { users } from '../account/account.tables';
import { accountIdentity } from './ledger-accounts.queries';
import { balanceOf } from './ledger.queries';
import { LedgerRuleError, postTransaction, postTransactions } from './ledger.service';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.tables';
import {
  accounts,
  countRows,
  expectRefusedByDatabase,
  expectSoundLedger,
  isDomainError,
  newKey,
  post,
  transfer,
} from './ledger-test-helpers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const db = () => database.db;

async function studentWith(balanceMinor: number, currency: CurrencyCode = 'SGD'): Promise<string> {
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
async function paidBooking(amountMinor: number, currency: CurrencyCode = 'SGD'): Promise<void> {
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

async function refusal(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

async function transactionCount(): Promise<number> {
  const rows = await db().select({ id: ledgerTransactions.id }).from(ledgerTransactions);
  return rows.length;
}

describe('posting', () => {
  it('moves money between accounts and keeps the ledger at zero', async () => {
    const studentId = await studentWith(5000);
    const use = await post(
      db(),
      transfer('BALANCE_USE', newKey(), accounts.student(studentId), accounts.escrow(), 3000),
    );
    expect(use.replayed).toBe(false);
    expect(await balanceOf(db(), accounts.student(studentId))).toBe(2000);
    await expectSoundLedger(db());
  });

  it('lets the clearing accounts go negative: they mirror money from and to the outside', async () => {
    await studentWith(700, 'MYR');
    expect(await balanceOf(db(), accounts.paymentClearing('MYR'))).toBe(-700);
  });

  it('records the kind and the reference', async () => {
    const studentId = await studentWith(100);
    const key = newKey();
    const posted = await post(db(), {
      ...transfer('BALANCE_USE', key, accounts.student(studentId), accounts.escrow(), 100),
      reference: { type: 'booking', id: 'booking-1' },
    });
    const [row] = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.id, posted.id));
    expect(row).toMatchObject({
      kind: 'BALANCE_USE',
      idempotencyKey: key,
      referenceType: 'booking',
      referenceId: 'booking-1',
    });
  });

  it('reads 0 for an account nothing was posted to', async () => {
    const student = await makeStudent(db());
    expect(await balanceOf(db(), accounts.student(student.id, 'IDR'))).toBe(0);
  });

  it('books a paid IDR booking: fee (2.9%, whole rupiah) and tutor earning, applied in order', async () => {
    const tutor = await makeTutor(db(), { country: 'id' });
    const price = 150_000;
    const fee = transactionFeeMinor(price, 'IDR');
    const feesBefore = await balanceOf(db(), accounts.fees('IDR'));
    await db().transaction((tx) =>
      postTransactions(tx, [
        transfer('PAYMENT', newKey(), accounts.paymentClearing('IDR'), accounts.escrow('IDR'), price),
        transfer('FEE', newKey(), accounts.escrow('IDR'), accounts.fees('IDR'), fee),
        transfer(
          'TUTOR_EARNING',
          newKey(),
          accounts.escrow('IDR'),
          accounts.tutor(tutor.id, 'IDR'),
          price - fee,
        ),
      ]),
    );
    expect(fee).toBe(4350);
    expect(await balanceOf(db(), accounts.tutor(tutor.id, 'IDR'))).toBe(145_650);
    expect(await balanceOf(db(), accounts.fees('IDR'))).toBe(feesBefore + 4350);
    await expectSoundLedger(db());
  });
});

describe('non-negative accounts', () => {
  it('refuses to take a balance below zero and writes nothing', async () => {
    const studentId = await studentWith(1000);
    const before = await transactionCount();
    const error = await refusal(
      post(db(), transfer('BALANCE_USE', newKey(), accounts.student(studentId), accounts.escrow(), 1001)),
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'insufficientBalance',
      message: 'Your balance is not enough',
    });
    expect(await balanceOf(db(), accounts.student(studentId))).toBe(1000);
    expect(await transactionCount()).toBe(before);
  });

  it('spends a balance to exactly zero', async () => {
    const studentId = await studentWith(1000);
    await post(db(), transfer('BALANCE_USE', newKey(), accounts.student(studentId), accounts.escrow(), 1000));
    expect(await balanceOf(db(), accounts.student(studentId))).toBe(0);
  });

  it('refuses a payout beyond the earnings, and an earning beyond the escrow', async () => {
    const tutor = await makeTutor(db(), { country: 'lk' });
    const payout = transfer(
      'PAYOUT',
      newKey(),
      accounts.tutor(tutor.id, 'LKR'),
      accounts.payoutClearing('LKR'),
      1,
    );
    expect(isDomainError(await refusal(post(db(), payout)), 'insufficientBalance')).toBe(true);
    const earning = transfer(
      'TUTOR_EARNING',
      newKey(),
      accounts.escrow('LKR'),
      accounts.tutor(tutor.id, 'LKR'),
      1,
    );
    expect(isDomainError(await refusal(post(db(), earning)), 'insufficientBalance')).toBe(true);
  });

  it("rolls back the caller's whole transaction, earlier movements included", async () => {
    const studentId = await studentWith(0);
    const topUpKey = newKey();
    const error = await refusal(
      db().transaction(async (tx) => {
        await postTransaction(
          tx,
          transfer('BALANCE_TOP_UP', topUpKey, accounts.paymentClearing(), accounts.student(studentId), 500),
        );
        await postTransaction(
          tx,
          transfer('BALANCE_USE', newKey(), accounts.student(studentId), accounts.escrow(), 501),
        );
      }),
    );
    expect(isDomainError(error, 'insufficientBalance')).toBe(true);
    expect(await countRows(db(), topUpKey)).toEqual({ transactions: 0, entries: 0 });
    expect(await balanceOf(db(), accounts.student(studentId))).toBe(0);
  });

  it('checks a batch in order: a later movement may spend what an earlier one brought', async () => {
    const tutor = await makeTutor(db());
    await paidBooking(1000);
    await db().transaction((tx) =>
      postTransactions(tx, [
        transfer('TUTOR_EARNING', newKey(), accounts.escrow(), accounts.tutor(tutor.id), 1000),
        transfer('PAYOUT', newKey(), accounts.tutor(tutor.id), accounts.payoutClearing(), 1000),
      ]),
    );
    expect(await balanceOf(db(), accounts.tutor(tutor.id))).toBe(0);
    const wrongOrder = db().transaction((tx) =>
      postTransactions(tx, [
        transfer('PAYOUT', newKey(), accounts.tutor(tutor.id), accounts.payoutClearing(), 5),
        transfer('TUTOR_EARNING', newKey(), accounts.escrow(), accounts.tutor(tutor.id), 5),
      ]),
    );
    expect(isDomainError(await refusal(wrongOrder), 'insufficientBalance')).toBe(true);
  });

  it('accepts exactly as many concurrent spends as the balance covers', async () => {
    const studentId = await studentWith(10);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        post(db(), transfer('BALANCE_USE', newKey(), accounts.student(studentId), accounts.escrow(), 1)),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(isDomainError(result.reason, 'insufficientBalance')).toBe(true);
    }
    expect(await balanceOf(db(), accounts.student(studentId))).toBe(0);
  });
});

describe('idempotency', () => {
  it('returns the first transaction for a replayed key and writes nothing', async () => {
    const studentId = await studentWith(1000);
    const input = transfer('BALANCE_USE', newKey(), accounts.student(studentId), accounts.escrow(), 400);
    const first = await post(db(), input);
    const again = await post(db(), input);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await countRows(db(), input.idempotencyKey)).toEqual({ transactions: 1, entries: 2 });
    expect(await balanceOf(db(), accounts.student(studentId))).toBe(600);
  });

  it('replays even when the balance no longer covers the movement', async () => {
    const studentId = await studentWith(400);
    const input = transfer('BALANCE_USE', newKey(), accounts.student(studentId), accounts.escrow(), 400);
    await post(db(), input);
    expect((await post(db(), input)).replayed).toBe(true);
  });

  it('treats the entries in any order as the same request', async () => {
    const studentId = await studentWith(100);
    const input = transfer('BALANCE_USE', newKey(), accounts.student(studentId), accounts.escrow(), 100);
    await post(db(), input);
    const reordered = { ...input, entries: [...input.entries].reverse() };
    expect((await post(db(), reordered)).replayed).toBe(true);
  });

  it('refuses a replayed key with other entries, kind or reference', async () => {
    const studentId = await studentWith(1000);
    const input = transfer('BALANCE_USE', newKey(), accounts.student(studentId), accounts.escrow(), 100);
    await post(db(), input);
    const variants = [
      transfer('BALANCE_USE', input.idempotencyKey, accounts.student(studentId), accounts.escrow(), 101),
      { ...input, kind: 'REFUND' as const },
      { ...input, reference: { type: 'booking', id: 'other' } },
    ];
    for (const variant of variants) {
      const error = await refusal(post(db(), variant));
      expect(error).toMatchObject({ code: 'CONFLICT', messageKey: 'idempotencyKeyReused' });
    }
    expect(await balanceOf(db(), accounts.student(studentId))).toBe(900);
  });

  it('leaves the key free after a refusal, so a retry with money succeeds', async () => {
    const studentId = await studentWith(0);
    const input = transfer('BALANCE_USE', newKey(), accounts.student(studentId), accounts.escrow(), 300);
    expect(isDomainError(await refusal(post(db(), input)), 'insufficientBalance')).toBe(true);
    await post(
      db(),
      transfer('BALANCE_TOP_UP', newKey(), accounts.paymentClearing(), accounts.student(studentId), 300),
    );
    expect((await post(db(), input)).replayed).toBe(false);
  });

  it('answers every concurrent replay of one key with the one transaction', async () => {
    const studentId = await studentWith(1000);
    const input = transfer('BALANCE_USE', newKey(), accounts.student(studentId), accounts.escrow(), 250);
    const results = await Promise.all(Array.from({ length: 20 }, () => post(db(), input)));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await countRows(db(), input.idempotencyKey)).toEqual({ transactions: 1, entries: 2 });
    expect(await balanceOf(db(), accounts.student(studentId))).toBe(750);
  });
});

describe('rules a caller can break', () => {
  const student = accounts.student('00000000-0000-4000-8000-000000000001');
  const cases: readonly [string, readonly LedgerEntryInput[]][] = [
    ['no entries', []],
    ['an unbalanced transaction', [{ account: accounts.escrow(), amountMinor: 5 }]],
    [
      'a fraction of a minor unit',
      [
        { account: accounts.escrow(), amountMinor: 0.5 },
        { account: accounts.fees(), amountMinor: -0.5 },
      ],
    ],
    [
      'a zero entry',
      [
        { account: accounts.escrow(), amountMinor: 0 },
        { account: accounts.fees(), amountMinor: 0 },
      ],
    ],
    [
      'two currencies',
      [
        { account: accounts.escrow('SGD'), amountMinor: 5 },
        { account: accounts.fees('IDR'), amountMinor: -5 },
      ],
    ],
    [
      'one account twice',
      [
        { account: student, amountMinor: 5 },
        { account: student, amountMinor: -5 },
      ],
    ],
  ];

  it.each(cases)('refuses %s and writes nothing', async (_name, entries) => {
    const before = await transactionCount();
    const error = await refusal(post(db(), { kind: 'FEE', idempotencyKey: newKey(), entries }));
    expect(error).toBeInstanceOf(LedgerRuleError);
    expect(await transactionCount()).toBe(before);
  });

  it('refuses an empty or overlong idempotency key, and one key twice in a batch', async () => {
    const input = transfer('FEE', '', accounts.escrow(), accounts.fees(), 1);
    expect(await refusal(post(db(), input))).toBeInstanceOf(LedgerRuleError);
    expect(await refusal(post(db(), { ...input, idempotencyKey: 'k'.repeat(201) }))).toBeInstanceOf(
      LedgerRuleError,
    );
    const key = newKey();
    const twice = db().transaction((tx) =>
      postTransactions(tx, [
        { ...input, idempotencyKey: key },
        { ...input, idempotencyKey: key },
      ]),
    );
    expect(await refusal(twice)).toBeInstanceOf(LedgerRuleError);
  });
});

describe('rules the database enforces by itself', () => {
  async function accountId(account: LedgerAccountRef): Promise<string> {
    await post(db(), transfer('PAYMENT', newKey(), accounts.paymentClearing(account.currency), account, 1));
    const [row] = await db()
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(accountIdentity(account));
    if (!row) throw new Error('no account');
    return row.id;
  }

  it('refuses, at commit, entries that do not sum to zero', async () => {
    const escrowId = await accountId(accounts.escrow());
    const written = db().transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'FEE', idempotencyKey: newKey() })
        .returning({ id: ledgerTransactions.id });
      await tx
        .insert(ledgerEntries)
        .values({ transactionId: row!.id, accountId: escrowId, currency: 'SGD', amountMinor: 1 });
    });
    await expectRefusedByDatabase(written, /not balanced/);
    await expectSoundLedger(db());
  });

  it('refuses a transaction without entries', async () => {
    const written = db().transaction(async (tx) => {
      await tx.insert(ledgerTransactions).values({ kind: 'FEE', idempotencyKey: newKey() });
    });
    await expectRefusedByDatabase(written, /not balanced/);
  });

  it("refuses an entry in another currency than its account's", async () => {
    const escrowId = await accountId(accounts.escrow());
    const written = db().transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'FEE', idempotencyKey: newKey() })
        .returning({ id: ledgerTransactions.id });
      await tx
        .insert(ledgerEntries)
        .values({ transactionId: row!.id, accountId: escrowId, currency: 'IDR', amountMinor: 1 });
    });
    await expectRefusedByDatabase(written, /ledger_entries_account_currency_fk/);
  });

  it('keeps cached balances itself and refuses to change them directly', async () => {
    const studentId = await studentWith(100);
    await expectRefusedByDatabase(
      db()
        .update(ledgerAccounts)
        .set({ balanceMinor: 1_000_000 })
        .where(eq(ledgerAccounts.ownerUserId, studentId)),
      /changes only through ledger entries/,
    );
    await expectRefusedByDatabase(
      db().update(ledgerAccounts).set({ currency: 'IDR' }).where(eq(ledgerAccounts.ownerUserId, studentId)),
      /identity never changes/,
    );
    expect(await balanceOf(db(), accounts.student(studentId))).toBe(100);
  });

  it('refuses an entry that takes a user account below zero even past the service', async () => {
    const studentId = await studentWith(100);
    const [student] = await db()
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.ownerUserId, studentId));
    const escrowId = await accountId(accounts.escrow());
    const written = db().transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'BALANCE_USE', idempotencyKey: newKey() })
        .returning({ id: ledgerTransactions.id });
      await tx.insert(ledgerEntries).values([
        { transactionId: row!.id, accountId: student!.id, currency: 'SGD', amountMinor: -101 },
        { transactionId: row!.id, accountId: escrowId, currency: 'SGD', amountMinor: 101 },
      ]);
    });
    await expectRefusedByDatabase(written, /ledger_accounts_non_negative/);
  });

  it('never changes or deletes posted transactions and entries', async () => {
    const studentId = await studentWith(100);
    await expectRefusedByDatabase(db().update(ledgerEntries).set({ amountMinor: 5 }), /append-only/);
    await expectRefusedByDatabase(db().delete(ledgerEntries), /append-only/);
    await expectRefusedByDatabase(db().delete(ledgerTransactions), /append-only/);
    await expectRefusedByDatabase(db().execute(sql`truncate ledger_entries cascade`), /append-only/);
    await expectRefusedByDatabase(
      db().delete(users).where(eq(users.id, studentId)),
      /ledger_accounts_owner_user_id/,
    );
  });

  it('keeps one account per kind, owner and currency, system accounts included', async () => {
    await accountId(accounts.fees('PHP'));
    await expectRefusedByDatabase(
      db().insert(ledgerAccounts).values({ kind: 'PLATFORM_FEES', ownerUserId: null, currency: 'PHP' }),
      /ledger_accounts_identity_unique/,
    );
    const student = await makeStudent(db());
    await expectRefusedByDatabase(
      db().insert(ledgerAccounts).values({ kind: 'PLATFORM_FEES', ownerUserId: student.id, currency: 'PHP' }),
      /ledger_accounts_owner_matches_kind/,
    );
    await expectRefusedByDatabase(
      db().insert(ledgerAccounts).values({ kind: 'STUDENT_BALANCE', ownerUserId: null, currency: 'PHP' }),
      /ledger_accounts_owner_matches_kind/,
    );
    await expectRefusedByDatabase(
      db()
        .insert(ledgerAccounts)
        .values({ kind: 'STUDENT_BALANCE', ownerUserId: student.id, currency: 'EUR' as 'SGD' }),
      /ledger_accounts_currency_known/,
    );
  });

  it('is still sound after all of the above', async () => {
    await expectSoundLedger(db());
  });
});
