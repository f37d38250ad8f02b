import { systemAccount } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/staff-helpers';
import { staffAuditEntries } from '../audit';
import { expectRefusal } from '../booking/testing';
import { balanceOf, expectSoundLedger, ledgerTransactions } from '../ledger/testing';
import { paymentApi, payments } from '../payment/testing';
import { disputeOps as ops, doneLesson, setUpDisputes, t, world } from './testing/dispute-test-helpers';

setUpDisputes();

/** A done lesson disputed by its student and countered by the tutor at half: ready to escalate. */
async function counteredDispute(price = 4000, country: 'sg' | 'id' = 'sg') {
  const lesson = await doneLesson(price, country);
  const id = (await ops.open(lesson.student, lesson.bookingId)).dispute?.id ?? '';
  const half = price / 2;
  expect((await ops.propose(lesson.tutor, id, 'PARTIAL_REFUND', half)).errors).toBeUndefined();
  return { ...lesson, id, half };
}

const held = (currency: 'SGD' | 'IDR') => balanceOf(t.deps.db, systemAccount('DISPUTE_FEES_HELD', currency));
const fees = (currency: 'SGD' | 'IDR') => balanceOf(t.deps.db, systemAccount('PLATFORM_FEES', currency));

describe('escalating', () => {
  it('takes the fee from the balance into DISPUTE_FEES_HELD and stops the clock; short balance changes nothing', async () => {
    const { student, tutor, id } = await counteredDispute();
    const heldBefore = await held('SGD');
    // The tutor has nothing on their balance yet (the student has the first booking's prepaid lessons).
    expectRefusal(await ops.escalate(tutor, id), 'CONFLICT', 'insufficientBalance');
    expect((await ops.get(student, id)).dispute?.status).toBe('NEGOTIATING');
    const before = await world.balance(student.userId);
    const escalated = await ops.escalate(student, id);
    expect(escalated.dispute).toMatchObject({
      status: 'ESCALATED',
      escalatedBy: 'student',
      escalationFee: 1_000,
      turn: null,
      turnEndsAt: null,
      availableActions: ['message'],
    });
    expect(await world.balance(student.userId)).toBe(before - 1_000);
    expect(await held('SGD')).toBe(heldBefore + 1_000);
    expectRefusal(await ops.escalate(tutor, id), 'CONFLICT', 'disputeClosed');
    expectRefusal(await ops.accept(student, id), 'CONFLICT', 'disputeClosed');
    expect((await ops.message(tutor, id, 'Happy to show the chat log.')).errors).toBeUndefined();
    await expectSoundLedger(t.deps.db);
  });

  it('escalates through the payment service (service DISPUTE) once the provider approves', async () => {
    const { student, tutor, id } = await counteredDispute();
    const api = paymentApi(t);
    const offer = await api.call('GET', `/payments/paymentMethods/dispute?disputeId=${id}`, student.token);
    expect(offer.body).toMatchObject({ amount: 1_000, currency: 'SGD', fee: 29 });
    const stranger = await world.student();
    expect((await api.createTransaction(stranger.token, { service: 'DISPUTE', disputeId: id })).status).toBe(
      404,
    );
    const created = await api.createTransaction(tutor.token, { service: 'DISPUTE', disputeId: id });
    expect(created.status).toBe(201);
    const paid = await api.payOnSandbox(created.body as never);
    expect(paid.status).toBe(303);
    const dispute = (await ops.get(tutor, id)).dispute;
    expect(dispute).toMatchObject({ status: 'ESCALATED', escalatedBy: 'tutor', escalationFee: 1_000 });
    // The fee went through the tutor's balance and on into the held fees: nothing is left there.
    expect(await world.balance(tutor.userId)).toBe(0);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.disputeId, id));
    expect(row).toMatchObject({ service: 'DISPUTE', status: 'PAID', amountMinor: 1_000 });
    await expectSoundLedger(t.deps.db);
  });
});

describe('the team’s decision', () => {
  it('is refused to the parties, strangers and guests, on every staff field', async () => {
    const { student, tutor, id } = await counteredDispute();
    await world.topUp(student.userId, 1_000);
    await ops.escalate(student, id);
    for (const who of [student, tutor, null]) {
      const code = who ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect((await ops.decide(who, id, 4000)).errors?.[0]?.extensions?.code).toBe(code);
      const queue = await t.gql('{ getStaffDisputes { id } }', {}, who ? { token: who.token } : {});
      expect(queue.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect((await ops.get(student, id)).dispute?.status).toBe('ESCALATED');
  });

  it('refunds what staff decide in one transaction, returns the fee to a favoured payer, and audits it (SGD)', async () => {
    const { student, tutor, id } = await counteredDispute(4000);
    const before = await world.balance(student.userId);
    await ops.escalate(student, id);
    const staff = await signedInStaff(t);
    const queue = await t.gql<{ getStaffDisputes: { id: string }[] }>(
      'query Q($status: DisputeStatus) { getStaffDisputes(status: $status) { id } }',
      { status: 'ESCALATED' },
      { token: staff.token },
    );
    expect(queue.data?.getStaffDisputes.map((row) => row.id)).toContain(id);
    expectRefusal(await ops.decide(staff, id, 4001), 'BAD_USER_INPUT', 'disputeRefundInvalid');
    expectRefusal(
      await ops.decide(staff, id, 2000, 'short'),
      'BAD_USER_INPUT',
      'disputeDecisionReasonInvalid',
    );
    const heldBefore = await held('SGD');
    const decided = await ops.decide(staff, id, 2000);
    expect(decided.dispute).toMatchObject({
      status: 'DECIDED',
      refund: 2000,
      decisionReason: 'The lesson was cut short by half.',
    });
    expect(decided.dispute?.events.at(-1)).toMatchObject({ kind: 'DECIDED', byStaff: true, amount: 2000 });
    // Half favours the student: the lesson's 2000 and the 1000 fee come back to the balance.
    expect(await world.balance(student.userId)).toBe(before + 2_000);
    expect(await held('SGD')).toBe(heldBefore - 1_000);
    const kinds = await t.deps.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['DISPUTE_FEE_HOLD', 'DISPUTE_FEE_RETURN']);
    const [audit] = await staffAuditEntries(t.deps.db, { limit: 1, entityType: 'dispute', entityId: id });
    expect(audit).toMatchObject({ staffId: staff.userId, action: 'dispute.decide' });
    expect((await ops.get(tutor, id)).dispute?.decisionReason).toBe('The lesson was cut short by half.');
    expectRefusal(await ops.decide(staff, id, 0), 'CONFLICT', 'disputeNotEscalated');
    await expectSoundLedger(t.deps.db);
  });

  it('keeps the fee as a platform fee when the decision goes against the payer (IDR)', async () => {
    const { student, id } = await counteredDispute(150_000, 'id');
    await world.topUp(student.userId, 100_000, 'IDR');
    await ops.escalate(student, id);
    const staff = await signedInStaff(t);
    const feesBefore = await fees('IDR');
    const before = await world.balance(student.userId, 'IDR');
    expect((await ops.decide(staff, id, 74_999)).dispute).toMatchObject({
      status: 'DECIDED',
      refund: 74_999,
    });
    expect(await world.balance(student.userId, 'IDR')).toBe(before + 74_999);
    expect(await fees('IDR')).toBe(feesBefore + 100_000);
    await expectSoundLedger(t.deps.db);
  });
});
