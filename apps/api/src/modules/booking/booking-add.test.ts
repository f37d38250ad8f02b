import { FIRST_BOOKING_PREPAID_LESSONS, MESSAGES } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from './booking.tables';
import { ADD_BOOKING, expectRefusal } from './testing/booking-test-helpers';
import {
  setUpBookingFlow,
  t,
  world,
  book,
  booked,
  act,
  paidBooking,
} from './testing/booking-flow-test-helpers';

setUpBookingFlow();

describe('addBooking', () => {
  it('holds the slot, prices the lesson and, for a first booking, asks for the prepaid lessons', async () => {
    const tutor = await world.tutor(4500);
    const student = await world.student();
    const result = await booked(student, tutor, 24, 90);
    const lesson = 6750;
    expect(result).toMatchObject({
      isThisFirstBooking: true,
      bookingPrice: lesson * FIRST_BOOKING_PREPAID_LESSONS,
      currency: 'SGD',
      hasEnoughBalance: false,
      firstBookingMsgData: {
        numberOfLessons: FIRST_BOOKING_PREPAID_LESSONS,
        tutorName: `${tutor.firstName} ${tutor.lastName}`,
        remainsAmountAfterFirstBooking: lesson * (FIRST_BOOKING_PREPAID_LESSONS - 1),
      },
      amountWillPaidUsePaymentsMethods: lesson * FIRST_BOOKING_PREPAID_LESSONS,
      amountWillPaidUseUserBalance: 0,
    });
    expect(result.booking).toMatchObject({
      status: 'PENDING',
      price: lesson,
      dueAmount: lesson * FIRST_BOOKING_PREPAID_LESSONS,
      isFirstBooking: true,
      location: 'Zoom',
      notes: 'Algebra please',
      availableActions: ['cancelBeforePaid'],
      subjectInfo: { pvid: tutor.subjectLevelId, subject: tutor.subjectName, level: tutor.levelName },
      tutor: { userPvid: tutor.userId },
      student: { userPvid: student.userId },
    });
  });

  it('asks one lesson once a booking with the tutor was paid, and splits it with the balance', async () => {
    const { tutor, student } = await paidBooking(4000);
    await world.topUp(student.userId, 1500);
    const second = await booked(student, tutor, 48);
    expect(second).toMatchObject({
      isThisFirstBooking: false,
      bookingPrice: 4000,
      firstBookingMsgData: null,
      hasEnoughBalance: true,
    });
    // The first booking's 7 prepaid lessons (28,000) plus the 1,500 top-up are on the balance.
    expect(second.amountWillPaidUseUserBalance).toBe(4000);
    expect(await world.balance(student.userId)).toBe(4000 * 7 + 1500);
  });

  it('charges the prepaid lessons once: a booking made while the first is unpaid is one lesson', async () => {
    const tutor = await world.tutor(4000);
    const student = await world.student();
    const first = await booked(student, tutor, 24);
    const second = await booked(student, tutor, 48);
    expect(first).toMatchObject({
      isThisFirstBooking: true,
      bookingPrice: 4000 * FIRST_BOOKING_PREPAID_LESSONS,
    });
    expect(second).toMatchObject({
      isThisFirstBooking: false,
      bookingPrice: 4000,
      firstBookingMsgData: null,
    });
    // Given up before payment, the first no longer counts: the next booking is the first again.
    await act('cancelBookingBeforePaid', student.token, first.booking.pvid);
    expect((await booked(student, tutor, 72)).isThisFirstBooking).toBe(true);
  });

  it('refuses a bad duration, a mismatched end, a start too soon and a subject the tutor does not teach', async () => {
    const tutor = await world.tutor();
    const other = await world.tutor();
    const student = await world.student();
    expectRefusal(await book(student, tutor, 24, 45), 'BAD_USER_INPUT', 'bookingDurationInvalid');
    expectRefusal(await book(student, tutor, 24, 390), 'BAD_USER_INPUT', 'bookingDurationInvalid');
    const wrongEnd = { ...world.lesson(24, 60), duration: 90 };
    expectRefusal(await book(student, tutor, 24, 60, wrongEnd), 'BAD_USER_INPUT', 'bookingTimeInvalid');
    expectRefusal(await book(student, tutor, 0.5, 60), 'BAD_USER_INPUT', 'bookingTimeInvalid');
    expectRefusal(await book(student, tutor, -48, 60), 'BAD_USER_INPUT', 'bookingTimeInvalid');
    expectRefusal(
      await book(student, tutor, 24, 60, { subjectPvid: other.subjectLevelId }),
      'BAD_USER_INPUT',
      'bookingSubjectUnavailable',
    );
    expectRefusal(
      await book(student, tutor, 24, 60, { status: 'PAID' }),
      'BAD_USER_INPUT',
      'bookingActionNotAllowed',
    );
    expect(await t.deps.db.select().from(bookings).where(eq(bookings.studentId, student.userId))).toEqual([]);
  });

  it('lets only a student of the same market book an active tutor', async () => {
    const tutor = await world.tutor();
    const otherTutor = await world.tutor();
    const student = await world.student();
    const abroad = await world.student('my');
    expectRefusal(await book(otherTutor, tutor), 'FORBIDDEN', 'onlyStudentsBook');
    const refused = await book(abroad, tutor);
    expectRefusal(refused, 'FORBIDDEN', 'differentCountry');
    expect(refused.errors?.[0]?.message).toBe(MESSAGES.differentCountry);
    expectRefusal(
      await book(student, tutor, 24, 60, { tutorPvid: student.userId }),
      'NOT_FOUND',
      'bookingTutorUnavailable',
    );
    const guest = await t.gql(ADD_BOOKING, {
      tutorPvid: tutor.userId,
      subjectPvid: tutor.subjectLevelId,
      type: 'ONLINE',
      ...world.lesson(24),
    });
    expectRefusal(guest, 'UNAUTHENTICATED', 'notLoggedIn');
  });

  it('never double-books a tutor: an overlapping booking is refused, a back-to-back one is fine', async () => {
    const tutor = await world.tutor();
    const [first, second] = [await world.student(), await world.student()];
    const held = await booked(first, tutor, 24, 120);
    const overlapping = await book(second, tutor, 25, 60);
    expectRefusal(overlapping, 'CONFLICT', 'slotTaken');
    expect(overlapping.errors?.[0]?.message).toBe(MESSAGES.slotTaken);
    await booked(second, tutor, 26, 60);
    // Cancelling frees the slot.
    expect((await act('cancelBookingBeforePaid', first.token, held.booking.pvid)).errors).toBeUndefined();
    await booked(second, tutor, 24, 60);
  });
});
