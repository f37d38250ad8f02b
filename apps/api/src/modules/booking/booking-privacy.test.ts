import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { paymentApi } from '../payment/testing';
import {
  ADD_BOOKING,
  UPDATE_BOOKING,
  bookingWorld,
  expectRefusal,
  type Party,
} from './testing/booking-test-helpers';

/*
 * A booking's details reach a guest only through a shared payment link's code, and
 * getBookingsPublic shows others busy times only, never a student's lessons.
 */

let t: TestApp;
let world: ReturnType<typeof bookingWorld>;
let api: ReturnType<typeof paymentApi>;
beforeAll(async () => {
  t = await startTestApp();
  world = bookingWorld(t);
  api = paymentApi(t);
});
afterAll(() => t.close());

type Tutor = Awaited<ReturnType<ReturnType<typeof bookingWorld>['tutor']>>;

async function pendingBooking(student: Party, tutor: Tutor, hours = 24): Promise<string> {
  const result = await t.gql<{ addBooking: { booking: { pvid: string } } }>(
    ADD_BOOKING,
    {
      tutorPvid: tutor.userId,
      subjectPvid: tutor.subjectLevelId,
      type: 'ONLINE',
      location: 'Block 5, Tampines',
      notes: 'Algebra, chapter 3',
      ...world.lesson(hours),
    },
    { token: student.token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.addBooking.booking.pvid;
}

/** A tutor, a student and a paid booking between them, with a place and notes. */
async function paidBooking() {
  const tutor = await world.tutor(4000);
  const student = await world.student();
  const id = await pendingBooking(student, tutor);
  await world.topUp(student.userId, 1_000_000);
  const paid = await t.gql(UPDATE_BOOKING, { id, status: 'PAID' }, { token: student.token });
  expect(paid.errors).toBeUndefined();
  return { tutor, student, id };
}

const SHARED_DETAILS = `query Shared($id: ID!) {
  getBookingDetailsForSharedURL(id: $id) { product_name product_start_date product_end_date }
}`;

const sharedDetails = (id: string, token?: string) =>
  t.gql<{ getBookingDetailsForSharedURL: { product_name: string } }>(
    SHARED_DETAILS,
    { id },
    token ? { token } : {},
  );

async function generateLink(student: Party, bookingId: string): Promise<string> {
  const generated = await api.call('POST', '/sharedURL/generate', student.token, {
    serviceName: 'Booking',
    id: bookingId,
  });
  expect(generated.status).toBe(201);
  return String(generated.body['codeSharedPayment']);
}

describe('getBookingDetailsForSharedURL', () => {
  it('tells a guest nothing of a booking whose link was never shared', async () => {
    const tutor = await world.tutor();
    const student = await world.student();
    const id = await pendingBooking(student, tutor);
    const stranger = await world.student();
    expectRefusal(await sharedDetails(id), 'NOT_FOUND', 'notFound');
    expectRefusal(await sharedDetails(id, stranger.token), 'NOT_FOUND', 'notFound');
    expectRefusal(await sharedDetails(randomBytes(9).toString('base64url')), 'NOT_FOUND', 'notFound');
    // A booking that does not exist answers exactly the same.
    const unknown = await sharedDetails(randomUUID());
    const known = await sharedDetails(id);
    expect(known.errors).toEqual(unknown.errors);
    expect(known.data).toEqual(unknown.data);
  });

  it("answers a guest by the link's code once the student shared it, never by the booking id", async () => {
    const tutor = await world.tutor();
    const student = await world.student();
    const id = await pendingBooking(student, tutor);
    const code = await generateLink(student, id);
    const stranger = await world.student();
    const expected = {
      getBookingDetailsForSharedURL: {
        product_name: `${tutor.subjectName} (${tutor.levelName}) · ${tutor.firstName} ${tutor.lastName}`,
        product_start_date: world.lesson(24).startTime,
        product_end_date: world.lesson(24).endTime,
      },
    };
    expect((await sharedDetails(code)).data).toEqual(expected);
    expect((await sharedDetails(code, stranger.token)).data).toEqual(expected);
    expectRefusal(await sharedDetails(id), 'NOT_FOUND', 'notFound');
    expectRefusal(await sharedDetails(id, stranger.token), 'NOT_FOUND', 'notFound');
    // The booking's parties read it by its id or by the code.
    expect((await sharedDetails(id, student.token)).data).toEqual(expected);
    expect((await sharedDetails(id, tutor.token)).data).toEqual(expected);
    expect((await sharedDetails(code, tutor.token)).data).toEqual(expected);
  });
});

interface Slot {
  startTime: string;
  endTime: string;
  location: string;
  status: string | null;
  price: unknown;
}

// Fields that the old (Booking) and the new (CalendarBooking) answer share, so the test ran before too.
const PUBLIC_BOOKINGS = `query Public($id: ID!, $role: BookingRole!, $status: BookingStatus) {
  getBookingsPublic(id: $id, role: $role, status: $status) { startTime endTime location status price }
}`;

const publicBookings = (id: string, role: 'STUDENT' | 'TUTOR', token?: string, status?: string) =>
  t.gql<{ getBookingsPublic: Slot[] }>(
    PUBLIC_BOOKINGS,
    { id, role, ...(status ? { status } : {}) },
    token ? { token } : {},
  );

describe('getBookingsPublic', () => {
  it("shows a student's lessons to that student alone", async () => {
    const { tutor, student } = await paidBooking();
    const other = await world.student();
    for (const token of [undefined, other.token, tutor.token]) {
      const answer = await publicBookings(student.userId, 'STUDENT', token);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.getBookingsPublic).toEqual([]);
    }
    const own = await publicBookings(student.userId, 'STUDENT', student.token);
    expect(own.data?.getBookingsPublic).toEqual([
      expect.objectContaining({ startTime: world.lesson(24).startTime, status: 'PAID' }),
    ]);
    expect(own.data?.getBookingsPublic[0]).toMatchObject({ location: 'Block 5, Tampines' });
    expect(Number(own.data?.getBookingsPublic[0]?.price)).toBe(4000);
  });

  it("shows anyone a tutor's busy times, without the student, price, notes, place or state", async () => {
    const { tutor, student } = await paidBooking();
    const other = await world.student();
    const { startTime, endTime } = world.lesson(24);
    for (const token of [undefined, other.token, student.token]) {
      const answer = await publicBookings(tutor.userId, 'TUTOR', token);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.getBookingsPublic).toEqual([
        { startTime, endTime, location: '', status: null, price: null },
      ]);
      // Asking by a state tells nothing of the slots' states: every busy time, whatever it is.
      const byState = await publicBookings(tutor.userId, 'TUTOR', token, 'PENDING');
      expect(byState.data?.getBookingsPublic).toHaveLength(1);
    }
    const full = await t.gql<{ getBookingsPublic: Record<string, unknown>[] }>(
      `query Full($id: ID!) {
        getBookingsPublic(id: $id, role: TUTOR) { id startTime endTime location status price currency title description studentName }
      }`,
      { id: tutor.userId },
    );
    expect(full.data?.getBookingsPublic).toEqual([
      expect.objectContaining({
        location: '',
        status: null,
        price: null,
        currency: null,
        title: '',
        description: '',
        studentName: null,
      }),
    ]);
    const own = await publicBookings(tutor.userId, 'TUTOR', tutor.token);
    expect(own.data?.getBookingsPublic).toEqual([
      expect.objectContaining({ location: 'Block 5, Tampines', status: 'PAID' }),
    ]);
    expect(Number(own.data?.getBookingsPublic[0]?.price)).toBe(4000);
  });
});
