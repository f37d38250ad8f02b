import { COMPLETION_HOURS, DISPUTE_TURN_HOURS } from '@ajar/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingMutation, expectRefusal } from '../booking/testing';
import { accounts, balanceOf, expectSoundLedger, ledgerTransactions } from '../ledger/testing';
import {
  disputeOps as ops,
  doneLesson,
  later,
  setUpDisputes,
  t,
  world,
} from './testing/dispute-test-helpers';

setUpDisputes();

const transfer = (token: string, bookingId: string) =>
  t.gql(bookingMutation('tutorTransfareBookingMoneyToHisAccount'), { bookingId }, { token });

const disputeRefunds = (bookingId: string) =>
  t.deps.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'DISPUTE_REFUND'), eq(ledgerTransactions.referenceId, bookingId)));

/** What the tutor has earned and been paid out, in SGD: where a transfer's money goes. */
const tutorMoney = async (userId: string) =>
  (await balanceOf(t.deps.db, accounts.tutor(userId))) +
  (await balanceOf(t.deps.db, accounts.payoutClearing()));

describe('an open dispute and the tutor’s transfer', () => {
  it('blocks the transfer while open, even past the completion time; after the outcome the tutor’s share moves', async () => {
    const { student, tutor, bookingId } = await doneLesson(4000);
    await world.bankAccount(tutor.userId);
    const opened = await ops.open(student, bookingId);
    const id = opened.dispute?.id ?? '';
    const refundable = opened.dispute?.refundable ?? 0;
    expect(refundable).toBeGreaterThan(0);
    expectRefusal(await transfer(tutor.token, bookingId), 'CONFLICT', 'bookingDisputeOpen');

    // The completion job skips a disputed lesson: 73 h after done (the student's turn still running, as the
    // tutor countered 10 h in) it is still not the tutor's to move.
    later(10);
    await ops.propose(tutor, id, 'PARTIAL_REFUND', 2000, 'We did half the lesson.');
    later(COMPLETION_HOURS - 10 + 1);
    await t.runJobs();
    expect((await ops.get(student, id)).dispute?.status).toBe('NEGOTIATING');
    expectRefusal(await transfer(tutor.token, bookingId), 'CONFLICT', 'bookingDisputeOpen');

    const agreed = await ops.accept(student, id);
    expect(agreed.dispute).toMatchObject({ status: 'AGREED', refund: 2000 });
    const before = await tutorMoney(tutor.userId);
    const moved = await transfer(tutor.token, bookingId);
    expect(moved.errors).toBeUndefined();
    expect(await tutorMoney(tutor.userId)).toBe(before + refundable - 2000);
    expectRefusal(await transfer(tutor.token, bookingId), 'CONFLICT', 'bookingAlreadyTransferred');
    await expectSoundLedger(t.deps.db);
  });
});

describe('the turn clock as a durable job', () => {
  it('settles a dispute left unanswered for 72 hours when the jobs run: AGREED, TIMEOUT, one refund', async () => {
    const { student, tutor, bookingId } = await doneLesson(4000);
    const id = (await ops.open(student, bookingId)).dispute?.id ?? '';
    const before = await world.balance(student.userId);
    later(DISPUTE_TURN_HOURS - 0.5);
    await t.runJobs();
    expect((await ops.get(tutor, id)).dispute?.status).toBe('NEGOTIATING');
    later(0.5);
    expect(await t.runJobs()).toBeGreaterThanOrEqual(1);
    const settled = (await ops.get(student, id)).dispute;
    // The student opened asking for everything refundable; the tutor let the turn run out.
    expect(settled).toMatchObject({ status: 'AGREED', refund: settled?.refundable, turn: null });
    expect(settled?.events.at(-1)).toMatchObject({ kind: 'TIMEOUT', party: 'tutor' });
    expect(await disputeRefunds(bookingId)).toHaveLength(1);
    expect(await world.balance(student.userId)).toBe(before + (settled?.refundable ?? 0));
    await t.runJobs();
    expect(await disputeRefunds(bookingId)).toHaveLength(1);
    await expectSoundLedger(t.deps.db);
  });
});
