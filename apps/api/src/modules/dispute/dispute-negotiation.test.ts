import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../booking/testing';
import { expectSoundLedger } from '../ledger/testing';
import { notifications } from '../notification/testing';
import { expireDisputeTurn } from './dispute-turn-clock';
import {
  acceptedLesson,
  disputeOps as ops,
  doneLesson,
  later,
  setUpDisputes,
  t,
  world,
} from './testing/dispute-test-helpers';

setUpDisputes();

describe('opening a dispute', () => {
  it('lets the student dispute a done lesson within 72 hours, and puts their full refund on the table', async () => {
    const { student, tutor, bookingId } = await doneLesson(4000);
    expectRefusal(await ops.open(tutor, bookingId), 'CONFLICT', 'disputeStudentsOnly');
    const stranger = await world.student();
    expectRefusal(await ops.open(stranger, bookingId), 'NOT_FOUND', 'notFound');
    expectRefusal(await ops.open(null, bookingId), 'UNAUTHENTICATED', 'notLoggedIn');
    expectRefusal(
      await ops.open(student, bookingId, { reason: 'TUTOR_NO_SHOW' }),
      'BAD_USER_INPUT',
      'disputeReasonInvalid',
    );
    expectRefusal(
      await ops.open(student, bookingId, { description: 'short' }),
      'BAD_USER_INPUT',
      'disputeDescriptionInvalid',
    );
    expectRefusal(
      await ops.open(student, bookingId, { evidence: ['5b3f9a1e-0000-4000-8000-000000000000'] }),
      'BAD_USER_INPUT',
      'disputeEvidenceInvalid',
    );
    later(71);
    const opened = await ops.open(student, bookingId);
    expect(opened.errors).toBeUndefined();
    expect(opened.dispute).toMatchObject({
      kind: 'LESSON',
      status: 'NEGOTIATING',
      openedBy: 'student',
      myParty: 'student',
      turn: 'tutor',
      proposalOutcome: 'FULL_REFUND',
      proposalRefund: 4000,
      refundable: 4000,
      availableActions: ['message'],
      events: [{ kind: 'OPENED', party: 'student', outcome: 'FULL_REFUND', amount: 4000 }],
    });
    expect(Date.parse(opened.dispute?.turnEndsAt ?? '')).toBe(t.clock.now().getTime() + 72 * 3_600_000);
    expectRefusal(await ops.open(student, bookingId), 'CONFLICT', 'disputeAlreadyOpen');
    const codes = await t.deps.db
      .select({ userId: notifications.userId, code: notifications.code })
      .from(notifications)
      .where(eq(notifications.entityId, opened.dispute?.id ?? ''));
    expect(codes.map((row) => row.userId).sort()).toEqual([student.userId, tutor.userId].sort());
  });

  it('refuses a dispute after the 72 hours, and before the lesson is done', async () => {
    const late = await doneLesson();
    later(72);
    expectRefusal(await ops.open(late.student, late.bookingId), 'CONFLICT', 'disputeWindowClosed');
    const accepted = await acceptedLesson();
    expectRefusal(await ops.open(accepted.student, accepted.bookingId), 'CONFLICT', 'disputeNotAllowed');
  });

  it('lets either party report a no-show within 24 hours after the end; the tutor’s claim keeps the money', async () => {
    const early = await acceptedLesson();
    t.clock.set(new Date(early.endTime.getTime() - 60_000));
    expectRefusal(await ops.noShow(early.student, early.bookingId), 'CONFLICT', 'noShowTooEarly');
    later(24.02);
    expectRefusal(await ops.noShow(early.student, early.bookingId), 'CONFLICT', 'disputeWindowClosed');

    const byStudent = await acceptedLesson();
    const student = await ops.noShow(byStudent.student, byStudent.bookingId);
    expect(student.dispute).toMatchObject({
      kind: 'NO_SHOW',
      reason: 'TUTOR_NO_SHOW',
      turn: 'tutor',
      proposalOutcome: 'FULL_REFUND',
    });

    const byTutor = await acceptedLesson();
    later(23);
    const tutor = await ops.noShow(byTutor.tutor, byTutor.bookingId);
    expect(tutor.dispute).toMatchObject({
      kind: 'NO_SHOW',
      reason: 'STUDENT_NO_SHOW',
      openedBy: 'tutor',
      turn: 'student',
      proposalOutcome: 'NO_REFUND',
      proposalRefund: 0,
    });
  });
});

describe('negotiating', () => {
  it('passes the turn with each counter; only the party on turn accepts; an agreement refunds once', async () => {
    const { student, tutor, bookingId } = await doneLesson(4000);
    const id = (await ops.open(student, bookingId)).dispute?.id ?? '';
    expectRefusal(await ops.accept(student, id), 'CONFLICT', 'disputeNotYourTurn');
    expectRefusal(await ops.propose(student, id, 'NO_REFUND'), 'CONFLICT', 'disputeNotYourTurn');
    expectRefusal(await ops.escalate(tutor, id), 'CONFLICT', 'disputeEscalateTooEarly');
    for (const amount of [0, 4000, 4001, undefined])
      expectRefusal(
        await ops.propose(tutor, id, 'PARTIAL_REFUND', amount),
        'BAD_USER_INPUT',
        'disputeRefundInvalid',
      );
    const stranger = await world.student();
    expectRefusal(await ops.propose(stranger, id, 'NO_REFUND'), 'NOT_FOUND', 'notFound');
    expectRefusal(await ops.get(stranger, id), 'NOT_FOUND', 'notFound');

    const countered = await ops.propose(tutor, id, 'PARTIAL_REFUND', 2000, 'We did 40 minutes.');
    expect(countered.dispute).toMatchObject({
      turn: 'student',
      proposalOutcome: 'PARTIAL_REFUND',
      proposalRefund: 2000,
      proposalBy: 'tutor',
      availableActions: ['message', 'escalate'],
    });
    expect((await ops.message(student, id, 'I have the recording.')).dispute?.turn).toBe('student');
    expectRefusal(await ops.message(tutor, id, '   '), 'BAD_USER_INPUT', 'disputeMessageInvalid');
    const before = await world.balance(student.userId);
    const agreed = await ops.accept(student, id);
    expect(agreed.dispute).toMatchObject({
      status: 'AGREED',
      refund: 2000,
      turn: null,
      availableActions: [],
    });
    expect(agreed.dispute?.events.map((event) => event.kind)).toEqual([
      'OPENED',
      'PROPOSAL',
      'MESSAGE',
      'AGREED',
    ]);
    expect(await world.balance(student.userId)).toBe(before + 2000);
    expectRefusal(await ops.accept(student, id), 'CONFLICT', 'disputeClosed');
    expectRefusal(await ops.message(student, id, 'Thanks'), 'CONFLICT', 'disputeClosed');
    await expectSoundLedger(t.deps.db);
  });

  it('settles with the proposal on the table when a turn’s 72 hours pass in silence (IDR)', async () => {
    const { student, tutor, bookingId } = await doneLesson(150_000, 'id');
    const id = (await ops.open(student, bookingId)).dispute?.id ?? '';
    await ops.propose(tutor, id, 'PARTIAL_REFUND', 50_000);
    later(71.9);
    expect(await expireDisputeTurn(t.deps, id)).toBe(false);
    later(0.1);
    expectRefusal(await ops.accept(student, id), 'CONFLICT', 'disputeTurnExpired');
    const before = await world.balance(student.userId, 'IDR');
    expect(await expireDisputeTurn(t.deps, id)).toBe(true);
    expect(await expireDisputeTurn(t.deps, id)).toBe(false);
    const settled = (await ops.get(tutor, id)).dispute;
    expect(settled).toMatchObject({ status: 'AGREED', refund: 50_000 });
    expect(settled?.events.at(-1)).toMatchObject({ kind: 'TIMEOUT', party: 'student', amount: 50_000 });
    expect(await world.balance(student.userId, 'IDR')).toBe(before + 50_000);
    await expectSoundLedger(t.deps.db);
  });
});
