import { type LedgerAccountRef, type LedgerEntryInput } from '@ajar/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeStudent } from '../../db/seed/factories';
import { users } from '../account/testing';
import { accountIdentity } from './ledger-accounts.queries';
import { balanceOf } from './ledger.queries';
import { LedgerRuleError, postTransactions } from './ledger.service';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.tables';
import {
  accounts,
  expectRefusedByDatabase,
  expectSoundLedger,
  newKey,
  post,
  transfer,
} from './testing/ledger-test-helpers';
import {
  setUpLedgerDatabase,
  db,
  studentWith,
  refusal,
  transactionCount,
} from './testing/ledger-posting-test-helpers';

setUpLedgerDatabase();

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
