import { transactionFeeMinor } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { DomainError } from '../../kernel/domain-error';
import { balanceOf } from './ledger.queries';
import { postTransaction, postTransactions } from './ledger.service';
import { ledgerTransactions } from './ledger.tables';
import {
  accounts,
  countRows,
  expectSoundLedger,
  isDomainError,
  newKey,
  post,
  transfer,
} from './testing/ledger-test-helpers';
import {
  setUpLedgerDatabase,
  db,
  studentWith,
  paidBooking,
  refusal,
  transactionCount,
} from './testing/ledger-posting-test-helpers';

setUpLedgerDatabase();

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
