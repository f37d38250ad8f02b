import { describe, expect, it } from 'vitest';
import { expectSoundLedger } from '../ledger/testing';
import { act, setUpBookingFlow, t, update, world } from './testing/booking-flow-test-helpers';
import { addAt, notificationCodesOf, paidLesson, readPolicy } from './testing/booking-policies-test-helpers';
import { expectRefusal } from './testing/booking-test-helpers';

setUpBookingFlow();

const HOUR = 3_600_000;

describe('the deadlines, run as durable jobs on the test clock', () => {
  it('cancels an unpaid booking once its start passes, frees the slot, returns a balance part, tells both', async () => {
    const tutor = await world.tutor(4000);
    const student = await world.student();
    const start = new Date(world.lesson(30).startTime);
    const added = await addAt(student, tutor, start, 60, { numberOfLessons: 1 });
    const id = added.data!.addBooking.booking.pvid;
    await world.topUp(student.userId, 1500);
    await act('paidPartOfBookingPriceUseUserBalance', student.token, id);
    t.clock.set(new Date(start.getTime() - 60_000));
    await t.runJobs();
    expect((await readPolicy(student.token, id)).status).toBe('PENDING');
    t.clock.set(new Date(start.getTime() + 60_000));
    expect(await t.runJobs()).toBeGreaterThanOrEqual(1);
    expect((await readPolicy(student.token, id)).status).toBe('CANCELLED');
    expect(await world.balance(student.userId)).toBe(1500);
    expect(await notificationCodesOf(student.userId)).toContain('BOOKING_EXPIRED');
    expect(await notificationCodesOf(tutor.userId)).toContain('BOOKING_EXPIRED');
    // Run again: nothing more happens.
    await t.runJobs();
    expect(
      (await notificationCodesOf(student.userId)).filter((code) => code === 'BOOKING_EXPIRED'),
    ).toHaveLength(1);
    await expectSoundLedger(t.deps.db);
  });

  it('rejects a paid booking the tutor has not accepted 12 hours before its start, with a full refund', async () => {
    const { tutor, student, id, start } = await paidLesson(4000, 48);
    const acceptBy = (await readPolicy(student.token, id)).acceptBy;
    expect(acceptBy).toBe(new Date(start.getTime() - 12 * HOUR).toISOString());
    t.clock.set(new Date(start.getTime() - 12 * HOUR - 60_000));
    await t.runJobs();
    expect((await readPolicy(student.token, id)).status).toBe('PAID');
    t.clock.set(new Date(start.getTime() - 12 * HOUR));
    await t.runJobs();
    expect((await readPolicy(student.token, id)).status).toBe('REJECTED');
    expect(await world.balance(student.userId)).toBe(4000);
    expect(await notificationCodesOf(student.userId)).toContain('BOOKING_AUTO_REJECTED');
    expect(await notificationCodesOf(tutor.userId)).toContain('BOOKING_AUTO_REJECTED');
    await expectSoundLedger(t.deps.db);
  });

  it('leaves an accepted booking alone at the accept deadline', async () => {
    const { tutor, student, id, start } = await paidLesson(4000, 48);
    expect((await update(tutor.token, { id, status: 'ACCEPTED' })).errors).toBeUndefined();
    t.clock.set(new Date(start.getTime() - 6 * HOUR));
    await t.runJobs();
    expect((await readPolicy(student.token, id)).status).toBe('ACCEPTED');
  });

  it('completes a lesson 72 hours after it was marked done, and only then lets the tutor transfer', async () => {
    const { tutor, student, id, start } = await paidLesson(4000, 30);
    await update(tutor.token, { id, status: 'ACCEPTED' });
    t.clock.set(new Date(start.getTime() + HOUR));
    await act('bookingDone', tutor.token, id);
    const done = await readPolicy(student.token, id);
    expect(done.completesAt).toBe(new Date(t.clock.now().getTime() + 72 * HOUR).toISOString());
    expect(done.availableActions).toContain('dispute');
    await world.bankAccount(tutor.userId);
    expectRefusal(
      await act('tutorTransfareBookingMoneyToHisAccount', tutor.token, id),
      'CONFLICT',
      'bookingNotCompleted',
    );
    t.clock.set(new Date(t.clock.now().getTime() + 72 * HOUR));
    await t.runJobs();
    const completed = await readPolicy(tutor.token, id);
    expect(completed.completedAt).not.toBeNull();
    expect(completed.availableActions).toEqual(['transfer']);
    expect((await act('tutorTransfareBookingMoneyToHisAccount', tutor.token, id)).errors).toBeUndefined();
    expect(await notificationCodesOf(student.userId)).toContain('BOOKING_COMPLETED');
    expect(await notificationCodesOf(tutor.userId)).toContain('BOOKING_COMPLETED');
    await expectSoundLedger(t.deps.db);
  });
});
