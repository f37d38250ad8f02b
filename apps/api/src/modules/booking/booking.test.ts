import { FIRST_BOOKING_PREPAID_LESSONS, MESSAGES } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { expectSoundLedger } from '../ledger/ledger-test-helpers';
import { notifications } from '../notification/notification.tables';
import { bookings } from './booking.tables';
import {
  ADD_BOOKING,
  BOOKING_FIELDS,
  UPDATE_BOOKING,
  bookingMutation,
  bookingWorld,
  expectRefusal,
  type Party,
} from './booking-test-helpers';

interface BookingBody {
  pvid: string;
  startTime: string;
  endTime: string;
  status: string;
  price: number;
  dueAmount: number;
  amountPaidUsingUserBalance: number;
  isFirstBooking: boolean;
  isTutorWithdrawMoney: boolean;
  availableActions: string[];
  location: string;
  notes: string;
  student: { userPvid: string; email: string | null; firstName: string; phone: string | null };
  tutor: { userPvid: string; email: string | null };
  subjectInfo: { pvid: string | null; subject: string; level: string };
}

interface AddResult {
  booking: BookingBody;
  isThisFirstBooking: boolean;
  bookingPrice: number;
  currency: string;
  hasEnoughBalance: boolean;
  firstBookingMsgData: {
    numberOfLessons: number;
    tutorName: string;
    remainsAmountAfterFirstBooking: number;
  } | null;
  amountWillPaidUsePaymentsMethods: number;
  amountWillPaidUseUserBalance: number;
}

let t: TestApp;
let world: ReturnType<typeof bookingWorld>;
beforeAll(async () => {
  t = await startTestApp();
  world = bookingWorld(t);
});
afterAll(() => t.close());

type Tutor = Awaited<ReturnType<ReturnType<typeof bookingWorld>['tutor']>>;

async function book(
  student: Party,
  tutor: Tutor,
  hours = 24,
  minutes = 60,
  extra: Record<string, unknown> = {},
) {
  return t.gql<{ addBooking: AddResult }>(
    ADD_BOOKING,
    {
      tutorPvid: tutor.userId,
      subjectPvid: tutor.subjectLevelId,
      type: 'ONLINE',
      location: 'Zoom',
      notes: 'Algebra please',
      ...world.lesson(hours, minutes),
      ...extra,
    },
    { token: student.token },
  );
}

async function booked(student: Party, tutor: Tutor, hours = 24, minutes = 60): Promise<AddResult> {
  const result = await book(student, tutor, hours, minutes);
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error('no booking');
  return result.data.addBooking;
}

const act = (name: string, token: string, bookingId: string) =>
  t.gql<Record<string, BookingBody>>(bookingMutation(name), { bookingId }, { token });
const update = (token: string, variables: Record<string, unknown>) =>
  t.gql<{ updateBooking: BookingBody }>(UPDATE_BOOKING, variables, { token });
const statusOf = async (id: string) =>
  (await t.deps.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

/** A paid booking (from balance) and its parties. */
async function paidBooking(price = 4000) {
  const tutor = await world.tutor(price);
  const student = await world.student();
  const added = await booked(student, tutor);
  await world.topUp(student.userId, added.bookingPrice);
  const paid = await update(student.token, { id: added.booking.pvid, status: 'PAID' });
  expect(paid.errors).toBeUndefined();
  return { tutor, student, id: added.booking.pvid };
}

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
      availableActions: ['cancel'],
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

describe('the lifecycle', () => {
  it('runs accept → done → transfer once, and the money ends at the tutor’s bank', async () => {
    const { tutor, student, id } = await paidBooking(4000);
    expectRefusal(await update(student.token, { id, status: 'ACCEPTED' }), 'FORBIDDEN', 'forbidden');
    const accepted = await update(tutor.token, { id, status: 'ACCEPTED' });
    // Done waits for the lesson to end, so no money can leave escrow for a lesson yet to happen.
    expect(accepted.data?.updateBooking).toMatchObject({ status: 'ACCEPTED', availableActions: [] });
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
    expect((await act('bookingDone', tutor.token, id)).data?.['bookingDone']).toMatchObject({
      status: 'DONE',
      availableActions: ['transfer'],
    });
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
    expect(codes.map((row) => row.code).sort()).toEqual(['BOOKING_ACCEPTED', 'BOOKING_DONE']);
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

describe('public views and the calendar', () => {
  it('shows anyone a tutor’s busy slots without private details, and the tutor everything', async () => {
    const { tutor, student, id } = await paidBooking();
    const stranger = await world.student();
    const busy = await t.gql<{ getUserTutorBookingsForCalendar: Record<string, unknown>[] }>(
      `query C($tutorId: ID!) { getUserTutorBookingsForCalendar(tutorId: $tutorId) { id startTime endTime location status price title studentName } }`,
      { tutorId: tutor.userId },
      { token: stranger.token },
    );
    expect(busy.data?.getUserTutorBookingsForCalendar).toEqual([
      expect.objectContaining({ id, location: '', status: null, price: null, title: '', studentName: null }),
    ]);
    const own = await t.gql<{ getTutorHisBookingsForCalendar: Record<string, unknown>[] }>(
      `query { getTutorHisBookingsForCalendar { id location status price title studentName } }`,
      {},
      { token: tutor.token },
    );
    expect(own.data?.getTutorHisBookingsForCalendar).toEqual([
      {
        id,
        location: 'Zoom',
        status: 'PAID',
        price: 4000,
        title: `${tutor.subjectName} (${tutor.levelName})`,
        studentName: `${student.firstName} ${student.lastName}`,
      },
    ]);
  });
});
