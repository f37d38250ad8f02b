import { COMPLETION_HOURS } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectSoundLedger } from '../ledger/testing';
import { notifications } from '../notification/testing';
import { BOOKING_FIELDS, expectRefusal } from './testing/booking-test-helpers';
import {
  setUpBookingFlow,
  t,
  world,
  booked,
  act,
  update,
  statusOf,
  paidBooking,
  type BookingBody,
} from './testing/booking-flow-test-helpers';

setUpBookingFlow();

describe('the lifecycle', () => {
  it('runs accept → done → transfer once, and the money ends at the tutor’s bank', async () => {
    const { tutor, student, id } = await paidBooking(4000);
    expectRefusal(await update(student.token, { id, status: 'ACCEPTED' }), 'FORBIDDEN', 'forbidden');
    const accepted = await update(tutor.token, { id, status: 'ACCEPTED' });
    // Done waits for the lesson to end, so no money can leave escrow for a lesson yet to happen.
    // Before it starts, the tutor may still cancel it or propose another time.
    expect(accepted.data?.updateBooking).toMatchObject({
      status: 'ACCEPTED',
      availableActions: ['tutorCancel', 'reschedule'],
    });
    expectRefusal(await act('bookingDone', tutor.token, id), 'CONFLICT', 'bookingLessonNotOver');
    expectRefusal(
      await act('tutorTransfareBookingMoneyToHisAccount', tutor.token, id),
      'CONFLICT',
      'bookingActionNotAllowed',
    );
    const { startTime, endTime } = accepted.data?.updateBooking ?? { startTime: '', endTime: '' };
    t.clock.set(new Date(Date.parse(startTime) + 30 * 60_000));
    expectRefusal(await act('bookingDone', tutor.token, id), 'CONFLICT', 'bookingLessonNotOver');
    expectRefusal(await act('cancelBooking', student.token, id), 'CONFLICT', 'bookingLessonStarted');
    expectRefusal(
      await update(student.token, { id, status: 'CANCELLED' }),
      'CONFLICT',
      'bookingLessonStarted',
    );
    expect(await statusOf(id)).toBe('ACCEPTED');
    t.clock.set(new Date(endTime));
    // Its money moves once the lesson completes: COMPLETION_HOURS after done, without a dispute.
    expect((await act('bookingDone', tutor.token, id)).data?.['bookingDone']).toMatchObject({
      status: 'DONE',
      availableActions: [],
    });
    expectRefusal(
      await act('tutorTransfareBookingMoneyToHisAccount', tutor.token, id),
      'CONFLICT',
      'bookingNotCompleted',
    );
    t.clock.set(new Date(Date.parse(endTime) + COMPLETION_HOURS * 3_600_000));
    expect(await t.runJobs()).toBeGreaterThanOrEqual(1);
    expectRefusal(
      await act('tutorTransfareBookingMoneyToHisAccount', tutor.token, id),
      'CONFLICT',
      'bankAccountRequired',
    );
    await world.bankAccount(tutor.userId);
    const moved = await act('tutorTransfareBookingMoneyToHisAccount', tutor.token, id);
    expect(moved.data?.['tutorTransfareBookingMoneyToHisAccount']).toMatchObject({
      isTutorWithdrawMoney: true,
      availableActions: [],
    });
    expectRefusal(
      await act('tutorTransfareBookingMoneyToHisAccount', tutor.token, id),
      'CONFLICT',
      'bookingAlreadyTransferred',
    );
    await expectSoundLedger(t.deps.db);
    const codes = await t.deps.db
      .select({ code: notifications.code })
      .from(notifications)
      .where(eq(notifications.userId, student.userId));
    // An hour after the lesson the student was asked to review it.
    expect(codes.map((row) => row.code).sort()).toEqual([
      'BOOKING_ACCEPTED',
      'BOOKING_COMPLETED',
      'BOOKING_DONE',
      'LESSON_REVIEW_REQUEST',
    ]);
  });

  it('refunds to the balance when the tutor rejects or the student cancels a paid booking', async () => {
    const rejected = await paidBooking(4000);
    const before = await world.balance(rejected.student.userId);
    expect(
      (await update(rejected.tutor.token, { id: rejected.id, status: 'REJECTED' })).data?.updateBooking
        .status,
    ).toBe('REJECTED');
    expect(await world.balance(rejected.student.userId)).toBe(before + 4000);

    const cancelled = await paidBooking(3000);
    await update(cancelled.tutor.token, { id: cancelled.id, status: 'ACCEPTED' });
    const balanceBefore = await world.balance(cancelled.student.userId);
    expect(
      (await act('cancelBooking', cancelled.student.token, cancelled.id)).data?.['cancelBooking']?.status,
    ).toBe('CANCELLED');
    expect(await world.balance(cancelled.student.userId)).toBe(balanceBefore + 3000);
    const told = await t.deps.db
      .select({ code: notifications.code })
      .from(notifications)
      .where(eq(notifications.userId, cancelled.tutor.userId));
    expect(told.map((row) => row.code)).toContain('BOOKING_CANCELLED');
    await expectSoundLedger(t.deps.db);
  });

  it('refuses every transition the state machine does not allow', async () => {
    const tutor = await world.tutor();
    const student = await world.student();
    const pending = (await booked(student, tutor)).booking.pvid;
    expectRefusal(
      await update(tutor.token, { id: pending, status: 'ACCEPTED' }),
      'CONFLICT',
      'bookingActionNotAllowed',
    );
    expectRefusal(await act('bookingDone', tutor.token, pending), 'CONFLICT', 'bookingActionNotAllowed');
    expectRefusal(await act('cancelBooking', student.token, pending), 'CONFLICT', 'bookingActionNotAllowed');
    expectRefusal(await act('cancelBookingBeforePaid', tutor.token, pending), 'FORBIDDEN', 'forbidden');
    expectRefusal(
      await update(student.token, { id: pending, status: 'PENDING' }),
      'CONFLICT',
      'bookingActionNotAllowed',
    );
    expect((await update(tutor.token, { id: pending, status: 'REJECTED' })).data?.updateBooking.status).toBe(
      'REJECTED',
    );
    for (const status of ['ACCEPTED', 'PAID', 'DONE', 'CANCELLED'])
      expectRefusal(
        await update(status === 'ACCEPTED' || status === 'DONE' ? tutor.token : student.token, {
          id: pending,
          status,
        }),
        'CONFLICT',
        'bookingActionNotAllowed',
      );
    expect(await statusOf(pending)).toBe('REJECTED');
  });

  it('keeps other people’s bookings unreadable and unchangeable', async () => {
    const { tutor, id } = await paidBooking();
    const stranger = await world.student();
    const get = await t.gql(
      `query G($id: ID!) { getBooking(id: $id) { pvid } }`,
      { id },
      { token: stranger.token },
    );
    expectRefusal(get, 'NOT_FOUND', 'notFound');
    for (const name of [
      'cancelBooking',
      'bookingDone',
      'cancelBookingBeforePaid',
      'paidPartOfBookingPriceUseUserBalance',
      'tutorTransfareBookingMoneyToHisAccount',
    ])
      expectRefusal(await act(name, stranger.token, id), 'NOT_FOUND', 'notFound');
    expectRefusal(await update(stranger.token, { id, status: 'ACCEPTED' }), 'NOT_FOUND', 'notFound');
    expectRefusal(await update(stranger.token, { id, notes: 'mine now' }), 'NOT_FOUND', 'notFound');
    const mine = await t.gql<{ getBookings: BookingBody[] }>(
      `query { getBookings(role: TUTOR) { pvid } }`,
      {},
      { token: stranger.token },
    );
    expect(mine.data?.getBookings).toEqual([]);
    expect(await statusOf(id)).toBe('PAID');
    const tutorSees = await t.gql<{ getBookings: BookingBody[] }>(
      `query { getBookings(role: TUTOR, status: PAID) { ${BOOKING_FIELDS} } }`,
      {},
      { token: tutor.token },
    );
    expect(tutorSees.data?.getBookings.map((booking) => booking.pvid)).toEqual([id]);
    expect(tutorSees.data?.getBookings[0]?.student.email).toEqual(expect.stringContaining('@'));
  });

  it('moves an unpaid booking to another free time, and only its student may', async () => {
    const tutor = await world.tutor();
    const student = await world.student();
    const other = await world.student();
    const id = (await booked(student, tutor, 24)).booking.pvid;
    await booked(other, tutor, 30);
    expectRefusal(
      await update(student.token, { id, ...world.lesson(30), duration: undefined }),
      'CONFLICT',
      'slotTaken',
    );
    expectRefusal(await update(tutor.token, { id, notes: 'x' }), 'FORBIDDEN', 'forbidden');
    const moved = await update(student.token, {
      id,
      startTime: world.lesson(40).startTime,
      notes: 'Geometry instead',
    });
    expect(moved.data?.updateBooking).toMatchObject({ notes: 'Geometry instead', status: 'PENDING' });
  });
});
