import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectSoundLedger, ledgerTransactions } from '../ledger/testing';
import { act, setUpBookingFlow, t, update, world } from './testing/booking-flow-test-helpers';
import { addAt, paidLesson, readPolicy } from './testing/booking-policies-test-helpers';
import { expectRefusal } from './testing/booking-test-helpers';

setUpBookingFlow();

/** The test clock's day in Singapore at a wall-clock hour, `days` ahead (the clock starts 16:00 there). */
function sgAt(days: number, hour: number, minute = 0): Date {
  const now = t.clock.now();
  const local = new Date(now.getTime() + 8 * 3_600_000);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour - 8, minute),
  );
}

const HOUR = 3_600_000;

async function lateCancelTransaction(bookingId: string) {
  return t.deps.db
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.referenceId, bookingId), eq(ledgerTransactions.kind, 'LATE_CANCEL_REFUND')),
    );
}

describe('free slots', () => {
  it('books only inside the tutor’s hours, after their notice, on the slot step', async () => {
    const tutor = await world.tutor(4000, 'sg', false); // the default hours: 08:00–22:00, 2 h notice
    const student = await world.student();
    for (const start of [sgAt(1, 22), sgAt(1, 7, 30), sgAt(1, 10, 15), sgAt(0, 17, 30)])
      expectRefusal(await addAt(student, tutor, start), 'BAD_USER_INPUT', 'bookingSlotUnavailable');
    // A lesson must end by 22:00: 21:00 for an hour fits, 21:30 does not.
    expectRefusal(await addAt(student, tutor, sgAt(1, 21, 30)), 'BAD_USER_INPUT', 'bookingSlotUnavailable');
    expect((await addAt(student, tutor, sgAt(1, 21))).errors).toBeUndefined();
    expect((await addAt(student, tutor, sgAt(1, 10, 30))).errors).toBeUndefined();
  });
});

describe('prepaying a first booking', () => {
  it('prepays the chosen 1 to 8 lessons, the rest of them to the balance once paid', async () => {
    const tutor = await world.tutor(4000);
    const student = await world.student();
    for (const numberOfLessons of [0, 9])
      expectRefusal(
        await addAt(student, tutor, sgAt(2, 10), 60, { numberOfLessons }),
        'BAD_USER_INPUT',
        'prepaidLessonsInvalid',
      );
    const added = await addAt(student, tutor, sgAt(2, 10), 60, { numberOfLessons: 3 });
    expect(added.data?.addBooking).toMatchObject({
      isThisFirstBooking: true,
      bookingPrice: 12_000,
      firstBookingMsgData: { numberOfLessons: 3, remainsAmountAfterFirstBooking: 8000 },
      booking: { numberOfLessons: 3, dueAmount: 12_000, price: 4000 },
    });
    await world.topUp(student.userId, 12_000);
    const id = added.data!.addBooking.booking.pvid;
    expect((await update(student.token, { id, status: 'PAID' })).errors).toBeUndefined();
    expect(await world.balance(student.userId)).toBe(8000);
    // The next booking with this tutor is a single lesson.
    const next = await addAt(student, tutor, sgAt(3, 10), 60, { numberOfLessons: 5 });
    expect(next.data?.addBooking).toMatchObject({ isThisFirstBooking: false, bookingPrice: 4000 });
    await expectSoundLedger(t.deps.db);
  });

  it('books the tutor’s trial lesson at its length and price, once per student and tutor', async () => {
    const tutor = await world.tutor(6000);
    const student = await world.student();
    expectRefusal(
      await addAt(student, tutor, sgAt(2, 11), 30, { isTrial: true }),
      'CONFLICT',
      'trialNotOffered',
    );
    const OFFER = `mutation($offered: Boolean!, $duration: Int, $price: Money) {
      updateTutorTrialLesson(offered: $offered, duration: $duration, price: $price) {
        trialLesson { duration price currency } } }`;
    expectRefusal(
      await t.gql(OFFER, { offered: true, duration: 30, price: 500 }, { token: student.token }),
      'FORBIDDEN',
      'availabilityTutorsOnly',
    );
    expectRefusal(
      await t.gql(OFFER, { offered: true, duration: 45, price: 500 }, { token: tutor.token }),
      'BAD_USER_INPUT',
      'trialInvalid',
    );
    const offered = await t.gql(OFFER, { offered: true, duration: 30, price: 500 }, { token: tutor.token });
    expect(offered.data).toEqual({
      updateTutorTrialLesson: { trialLesson: { duration: 30, price: 500, currency: 'SGD' } },
    });
    expectRefusal(
      await addAt(student, tutor, sgAt(2, 11), 60, { isTrial: true }),
      'BAD_USER_INPUT',
      'bookingDurationInvalid',
    );
    const trial = await addAt(student, tutor, sgAt(2, 11), 30, { isTrial: true });
    expect(trial.data?.addBooking).toMatchObject({
      bookingPrice: 500,
      booking: { isTrial: true, numberOfLessons: 1, price: 500, dueAmount: 500, isFirstBooking: true },
    });
    expectRefusal(await addAt(student, tutor, sgAt(3, 11), 30, { isTrial: true }), 'CONFLICT', 'trialTaken');
    // Another student still may.
    const other = await world.student();
    expect((await addAt(other, tutor, sgAt(3, 11), 30, { isTrial: true })).errors).toBeUndefined();
  });
});

describe('the cancellation windows', () => {
  it('refunds everything until 24 hours before the start', async () => {
    const { student, id } = await paidLesson(4001, 48);
    expect(await readPolicy(student.token, id)).toMatchObject({ cancellationRefund: 4001 });
    t.clock.set(new Date(t.clock.now().getTime() + 23 * HOUR)); // 25 h before the start
    expect((await act('cancelBooking', student.token, id)).errors).toBeUndefined();
    expect(await world.balance(student.userId)).toBe(4001);
    expect(await lateCancelTransaction(id)).toEqual([]);
  });

  it('leaves the tutor 50% of a later cancel, exactly, in SGD', async () => {
    const { tutor, student, id, start } = await paidLesson(4001, 48);
    t.clock.set(new Date(start.getTime() - 23 * HOUR));
    const before = await readPolicy(student.token, id);
    expect(before.cancellationRefund).toBe(2000);
    expect(before.freeCancellationUntil).toBe(new Date(start.getTime() - 24 * HOUR).toISOString());
    const cancelled = await act('cancelBooking', student.token, id);
    expect(cancelled.data?.['cancelBooking']).toMatchObject({ status: 'CANCELLED', availableActions: [] });
    expect(await world.balance(student.userId)).toBe(2000);
    expect(await lateCancelTransaction(id)).toHaveLength(1);
    // The tutor's share is theirs to transfer at once.
    await world.bankAccount(tutor.userId);
    const moved = await act('tutorTransfareBookingMoneyToHisAccount', tutor.token, id);
    expect(moved.data?.['tutorTransfareBookingMoneyToHisAccount']).toMatchObject({
      status: 'CANCELLED',
      isTutorWithdrawMoney: true,
    });
    await expectSoundLedger(t.deps.db);
  });

  it('leaves the tutor 50% of a later cancel, exactly, in IDR', async () => {
    const { student, id, start } = await paidLesson(150_001, 30, 'id');
    t.clock.set(new Date(start.getTime() - 2 * HOUR));
    expect((await readPolicy(student.token, id)).cancellationRefund).toBe(75_000);
    expect((await act('cancelBooking', student.token, id)).errors).toBeUndefined();
    expect(await world.balance(student.userId, 'IDR')).toBe(75_000);
    await expectSoundLedger(t.deps.db);
  });

  it('refunds everything when the tutor cancels, late or not, and tells the student', async () => {
    const { tutor, student, id, start } = await paidLesson(4000, 30);
    t.clock.set(new Date(start.getTime() - HOUR));
    expect((await readPolicy(tutor.token, id)).cancellationRefund).toBeNull();
    const cancelled = await act('cancelBooking', tutor.token, id);
    expect(cancelled.data?.['cancelBooking']).toMatchObject({ status: 'CANCELLED' });
    expect(await world.balance(student.userId)).toBe(4000);
    expectRefusal(
      await act('tutorTransfareBookingMoneyToHisAccount', tutor.token, id),
      'CONFLICT',
      'bookingNothingToTransfer',
    );
    await expectSoundLedger(t.deps.db);
  });
});
