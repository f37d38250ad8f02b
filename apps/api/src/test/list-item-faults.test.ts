import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_BOOKING, BOOKING_FIELDS, bookingWorld, bookings } from '../modules/booking/testing';
import { paymentApi, payments } from '../modules/payment/testing';
import { startTestApp, type TestApp } from './test-app';

/*
 * No output error breaks a list. A stored value no output can carry (here an amount past 2^53, the
 * Money scalar refuses to round it) nulls that one item and is reported in `errors` with its path; the other
 * items still arrive. Before, the first faulty booking made the student's getBookings answer data: null.
 */

let t: TestApp;
let world: ReturnType<typeof bookingWorld>;
let api: ReturnType<typeof paymentApi>;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://ajar.test' });
  world = bookingWorld(t);
  api = paymentApi(t);
});
afterAll(() => t.close());

/** 2^53 + 1: a bigint column holds it, a JSON number cannot. */
const PAST_EXACT = sql.raw('9007199254740993');

describe('one faulty item of a list', () => {
  it('nulls only that item, reports it in errors, and every other item and list still arrives', async () => {
    const tutor = await world.tutor(4000);
    const student = await world.student();
    const ids: string[] = [];
    for (const hours of [24, 48, 72]) {
      const added = await t.gql<{ addBooking: { booking: { pvid: string } } }>(
        ADD_BOOKING,
        {
          tutorPvid: tutor.userId,
          subjectPvid: tutor.subjectLevelId,
          type: 'ONLINE',
          ...world.lesson(hours),
        },
        { token: student.token },
      );
      ids.push(added.data?.addBooking.booking.pvid ?? '');
    }
    for (const id of ids) await api.checkoutFor(student.token, id);
    const [first, broken, last] = ids;

    // An impossible stored amount, written past every service rule, as a bad migration or a hand edit could.
    await t.deps.db
      .update(bookings)
      .set({ priceMinor: sql`${PAST_EXACT}`, dueMinor: sql`${PAST_EXACT}` })
      .where(eq(bookings.id, broken ?? ''));
    await t.deps.db
      .update(payments)
      .set({ feeMinor: sql`${PAST_EXACT}` })
      .where(eq(payments.bookingId, broken ?? ''));

    for (const [token, role] of [
      [student.token, 'STUDENT'],
      [tutor.token, 'TUTOR'],
    ] as const) {
      const listed = await t.gql<{ getBookings: ({ pvid: string; price: number } | null)[] }>(
        `query B($role: BookingRole!) { getBookings(role: $role) { ${BOOKING_FIELDS} } }`,
        { role },
        { token },
      );
      // Newest lesson first: the 72 h one, the broken 48 h one (null), the 24 h one.
      expect(listed.data?.getBookings.map((item) => item && [item.pvid, item.price])).toEqual([
        [last, 4000],
        null,
        [first, 4000],
      ]);
      expect(listed.errors).toEqual([
        expect.objectContaining({
          path: ['getBookings', 1, 'price'],
          extensions: expect.objectContaining({ code: 'INTERNAL' }),
        }),
      ]);
    }

    // The calendar's price is nullable: the broken lesson stays on the calendar without it.
    const calendar = await t.gql<{ getTutorHisBookingsForCalendar: { id: string; price: number | null }[] }>(
      `query { getTutorHisBookingsForCalendar { id price } }`,
      {},
      { token: tutor.token },
    );
    expect(calendar.data?.getTutorHisBookingsForCalendar).toEqual([
      { id: first, price: 4000 },
      { id: broken, price: null },
      { id: last, price: 4000 },
    ]);
    expect(calendar.errors?.map((error) => error.path)).toEqual([
      ['getTutorHisBookingsForCalendar', 1, 'price'],
    ]);

    const transactions = await t.gql<{ getUserTransactions: ({ bookingId: string } | null)[] }>(
      `query { getUserTransactions(role: STUDENT) { bookingId price fee } }`,
      {},
      { token: student.token },
    );
    const arrived = transactions.data?.getUserTransactions ?? [];
    expect(arrived).toHaveLength(3);
    expect(arrived.filter((item) => item === null)).toHaveLength(1);
    expect(arrived.flatMap((item) => (item ? [item.bookingId] : [])).sort()).toEqual([first, last].sort());
    expect(transactions.errors).toEqual([
      expect.objectContaining({ path: ['getUserTransactions', arrived.indexOf(null), 'fee'] }),
    ]);

    // One request with several lists: the faulty items cost nothing to the other fields.
    const both = await t.gql<Record<string, unknown[]>>(
      `query { getBookings(role: STUDENT) { pvid price } getUserTransactions(role: STUDENT) { price fee } }`,
      {},
      { token: student.token },
    );
    expect(both.data?.['getBookings']).toHaveLength(3);
    expect(both.data?.['getUserTransactions']).toHaveLength(3);
    expect(both.errors).toHaveLength(2);
  });
});
