import { MESSAGES } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectSoundLedger } from '../ledger/testing';
import { notifications } from '../notification/testing';
import { expectRefusal } from './testing/booking-test-helpers';
import {
  setUpBookingFlow,
  t,
  world,
  booked,
  act,
  update,
  statusOf,
} from './testing/booking-flow-test-helpers';

setUpBookingFlow();

describe('paying', () => {
  it('books using balance: the lesson stays in escrow, the prepaid lessons go to the balance', async () => {
    const tutor = await world.tutor(4000);
    const student = await world.student();
    const added = await booked(student, tutor);
    await world.topUp(student.userId, 40_000);
    const paid = await update(student.token, { id: added.booking.pvid, status: 'PAID' });
    expect(paid.data?.updateBooking).toMatchObject({
      status: 'PAID',
      amountPaidUsingUserBalance: 32_000,
      availableActions: ['cancel', 'reschedule'],
    });
    expect(await world.balance(student.userId)).toBe(40_000 - 4000);
    await expectSoundLedger(t.deps.db);
    const told = await t.deps.db.select().from(notifications).where(eq(notifications.userId, tutor.userId));
    expect(told.map((row) => [row.code, row.entityId])).toEqual([['BOOKING_PAID', added.booking.pvid]]);
    // Asking again tells nobody twice.
    const again = await t.gql(
      `mutation N($bookingId: ID!) { sendNotificationSuccessBooking(bookingId: $bookingId) { success message } }`,
      { bookingId: added.booking.pvid },
      { token: student.token },
    );
    expect(again.data).toEqual({
      sendNotificationSuccessBooking: { success: true, message: MESSAGES.bookingNotified },
    });
    expect(
      await t.deps.db.select().from(notifications).where(eq(notifications.userId, tutor.userId)),
    ).toHaveLength(1);
  });

  it('refuses a balance that is short and changes nothing', async () => {
    const tutor = await world.tutor(4000);
    const student = await world.student();
    const added = await booked(student, tutor);
    await world.topUp(student.userId, 1000);
    expectRefusal(
      await update(student.token, { id: added.booking.pvid, status: 'PAID' }),
      'CONFLICT',
      'insufficientBalance',
    );
    expect(await statusOf(added.booking.pvid)).toBe('PENDING');
    expect(await world.balance(student.userId)).toBe(1000);
  });

  it('pays part with the balance, and cancelling before payment returns that part', async () => {
    const tutor = await world.tutor(4000);
    const student = await world.student();
    const added = await booked(student, tutor);
    await world.topUp(student.userId, 5000);
    const part = await act('paidPartOfBookingPriceUseUserBalance', student.token, added.booking.pvid);
    expect(part.data?.['paidPartOfBookingPriceUseUserBalance']).toMatchObject({
      status: 'PENDING',
      amountPaidUsingUserBalance: 5000,
    });
    expect(await world.balance(student.userId)).toBe(0);
    expectRefusal(
      await act('paidPartOfBookingPriceUseUserBalance', student.token, added.booking.pvid),
      'CONFLICT',
      'insufficientBalance',
    );
    const cancelled = await act('cancelBookingBeforePaid', student.token, added.booking.pvid);
    expect(cancelled.data?.['cancelBookingBeforePaid']).toMatchObject({ status: 'CANCELLED' });
    expect(await world.balance(student.userId)).toBe(5000);
    await expectSoundLedger(t.deps.db);
  });

  it('pays in full when the balance covers the rest', async () => {
    const tutor = await world.tutor(1000);
    const student = await world.student();
    const added = await booked(student, tutor);
    await world.topUp(student.userId, 8000);
    const part = await act('paidPartOfBookingPriceUseUserBalance', student.token, added.booking.pvid);
    expect(part.data?.['paidPartOfBookingPriceUseUserBalance']).toMatchObject({
      status: 'PAID',
      amountPaidUsingUserBalance: 8000,
    });
    expect(await world.balance(student.userId)).toBe(7000);
  });
});
