import {
  BOOKING_DURATION_MAX_MINUTES,
  COUNTRY_CODES,
  FIRST_BOOKING_PREPAID_LESSONS,
  MARKETS,
  MESSAGES,
  maximumPriceMinor,
  minimumPriceMinor,
  transactionFeeMinor,
  type CountryCode,
} from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_BOOKING, BOOKING_FIELDS, bookingWorld, type Party } from '../modules/booking/testing';
import { accounts, expectSoundLedger, balanceOf } from '../modules/ledger/testing';
import { paymentApi } from '../modules/payment/testing';
import { GET_OWN_PROFILE, UPDATE_SUBJECT } from './profile-operations';
import { marketReference, nth } from './profile-helpers';
import { startTestApp, type TestApp } from './test-app';

/*
 * Money amounts that cannot overflow. The longest lesson at the highest price a market allows, from
 * the price form to the ledger, in every market: every list, calendar, checkout and ledger figure is exact.
 * (Before the Money scalar, IDR's first booking of 8 × 6 h × Rp 50,000,000 was past GraphQL Int's 2^31 − 1,
 * so addBooking answered INTERNAL and the student's getBookings answered data: null from then on.)
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

interface Level {
  pvid: string;
  pricePerHour: number;
}
interface SubjectListProfile {
  subjectList: { programmeSubjectPvid: string; levels: Level[] }[];
  balance: number | null;
}

/** The tutor's price for the first subject and level of the market, through the profile form's mutation. */
async function setPrice(token: string, country: CountryCode, pricePerHour: unknown) {
  const reference = await marketReference(t, country);
  return t.gql<{ updateSubject: SubjectListProfile }>(
    UPDATE_SUBJECT,
    {
      list: [
        {
          programmeSubjectPvid: nth(reference.subjects, 0).id,
          levels: [{ programmeLevelPvid: nth(reference.levels, 0).id, pricePerHour }],
        },
      ],
    },
    { token },
  );
}

const ownProfile = async (token: string) =>
  (await t.gql<{ getProfile: SubjectListProfile }>(GET_OWN_PROFILE, {}, { token })).data?.getProfile;

const CALENDAR_FIELDS = 'id startTime endTime price currency status';

async function listsOf(student: Party, tutor: Party, bookingId: string) {
  const bookingsAs = (token: string, role: string) =>
    t.gql<{ getBookings: Record<string, unknown>[] }>(
      `query B($role: BookingRole!) { getBookings(role: $role) { ${BOOKING_FIELDS} } }`,
      { role },
      { token },
    );
  const one = (token: string) =>
    t.gql<{ getBooking: Record<string, unknown> }>(
      `query One($id: ID!) { getBooking(id: $id) { ${BOOKING_FIELDS} } }`,
      { id: bookingId },
      { token },
    );
  const publicOf = (token: string, id: string, role: string) =>
    t.gql<{ getBookingsPublic: Record<string, unknown>[] }>(
      `query P($id: ID!, $role: BookingRole!) { getBookingsPublic(id: $id, role: $role) { ${CALENDAR_FIELDS} } }`,
      { id, role },
      { token },
    );
  const answers = {
    studentBookings: await bookingsAs(student.token, 'STUDENT'),
    tutorBookings: await bookingsAs(tutor.token, 'TUTOR'),
    studentOne: await one(student.token),
    tutorOne: await one(tutor.token),
    tutorCalendar: await t.gql<{ getTutorHisBookingsForCalendar: Record<string, unknown>[] }>(
      `query { getTutorHisBookingsForCalendar { ${CALENDAR_FIELDS} } }`,
      {},
      { token: tutor.token },
    ),
    busyCalendar: await t.gql<{ getUserTutorBookingsForCalendar: Record<string, unknown>[] }>(
      `query C($tutorId: ID!) { getUserTutorBookingsForCalendar(tutorId: $tutorId) { ${CALENDAR_FIELDS} } }`,
      { tutorId: tutor.userId },
      { token: student.token },
    ),
    studentPublic: await publicOf(student.token, student.userId, 'STUDENT'),
    tutorPublic: await publicOf(tutor.token, tutor.userId, 'TUTOR'),
  };
  for (const [name, answer] of Object.entries(answers)) expect(answer.errors, name).toBeUndefined();
  return answers;
}

const transactionsOf = (token: string, role: string) =>
  t.gql<{ getUserTransactions: { bookingId: string | null; price: number; fee: number; status: string }[] }>(
    `query T($role: TransactionRole!) { getUserTransactions(role: $role) { bookingId price fee status currency } }`,
    { role },
    { token },
  );

describe('the price bound per market', () => {
  it('refuses updateSubject(pricePerHour: 2147483647) in sg with priceAboveMaximum and changes nothing', async () => {
    const tutor = await world.tutor(4000, 'sg');
    const before = await ownProfile(tutor.token);
    const refused = await setPrice(tutor.token, 'sg', 2_147_483_647);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: MESSAGES.priceAboveMaximum,
      extensions: {
        code: 'BAD_USER_INPUT',
        messageKey: 'priceAboveMaximum',
        fields: { 'list.0.levels.0.pricePerHour': 'priceAboveMaximum' },
      },
    });
    expect(await ownProfile(tutor.token)).toEqual(before);
    // One minor unit over the bound is refused too; the bound itself is a price like any other.
    const over = await setPrice(tutor.token, 'sg', maximumPriceMinor('sg') + 1);
    expect(over.errors?.[0]?.extensions?.messageKey).toBe('priceAboveMaximum');
    const at = await setPrice(tutor.token, 'sg', maximumPriceMinor('sg'));
    expect(at.data?.updateSubject.subjectList[0]?.levels[0]?.pricePerHour).toBe(1_000_000);
  });

  it('refuses an amount a JSON number cannot carry exactly, as BAD_USER_INPUT, in a variable or a literal', async () => {
    const tutor = await world.tutor(4000, 'sg');
    for (const bad of [2 ** 53, 1.5, '4000', -(2 ** 53)]) {
      const answer = await setPrice(tutor.token, 'sg', bad);
      expect(answer.errors?.[0]?.extensions, String(bad)).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: 'amountInvalid',
      });
    }
    const reference = await marketReference(t, 'sg');
    const literal = (price: string) =>
      t.gql(
        `mutation { updateSubject(list: [{ programmeSubjectPvid: "${nth(reference.subjects, 0).id}",
          levels: [{ programmeLevelPvid: "${nth(reference.levels, 0).id}", pricePerHour: ${price} }] }]) { pvid } }`,
        {},
        { token: tutor.token },
      );
    for (const price of ['9007199254740993', '99999999999999999999', '4000.0', '"4000"']) {
      const answer = await literal(price);
      expect(answer.errors?.[0]?.extensions, price).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect((await literal('9007199254740993')).errors?.[0]?.extensions?.messageKey).toBe('amountInvalid');
  });
});

describe('the longest lesson at the highest price', () => {
  it.each(COUNTRY_CODES.map((country) => [country]))(
    'lists, charges and books it exactly in %s',
    async (country) => {
      const { currency } = MARKETS[country];
      const hourly = maximumPriceMinor(country);
      const lesson = (hourly * BOOKING_DURATION_MAX_MINUTES) / 60;
      const due = lesson * FIRST_BOOKING_PREPAID_LESSONS;
      const fee = transactionFeeMinor(due, currency);
      const tutor = await world.tutor(minimumPriceMinor(country), country);
      const student = await world.student(country);

      const priced = await setPrice(tutor.token, country, hourly);
      expect(priced.errors).toBeUndefined();
      const level = priced.data?.updateSubject.subjectList[0]?.levels[0];
      expect(level?.pricePerHour).toBe(hourly);

      const added = await t.gql<{ addBooking: Record<string, unknown> & { booking: { pvid: string } } }>(
        ADD_BOOKING,
        {
          tutorPvid: tutor.userId,
          subjectPvid: level?.pvid,
          type: 'ONLINE',
          ...world.lesson(24, BOOKING_DURATION_MAX_MINUTES),
        },
        { token: student.token },
      );
      expect(added.errors).toBeUndefined();
      expect(added.data?.addBooking).toMatchObject({
        bookingPrice: due,
        currency,
        isThisFirstBooking: true,
        firstBookingMsgData: { remainsAmountAfterFirstBooking: due - lesson },
        amountWillPaidUsePaymentsMethods: due,
        amountWillPaidUseUserBalance: 0,
        booking: { price: lesson, dueAmount: due, duration: BOOKING_DURATION_MAX_MINUTES },
      });
      const id = added.data?.addBooking.booking.pvid ?? '';

      const lists = await listsOf(student, tutor, id);
      const exact = { pvid: id, price: lesson, dueAmount: due, currency };
      expect(lists.studentBookings.data?.getBookings).toEqual([expect.objectContaining(exact)]);
      expect(lists.tutorBookings.data?.getBookings).toEqual([expect.objectContaining(exact)]);
      expect(lists.studentOne.data?.getBooking).toMatchObject(exact);
      expect(lists.tutorOne.data?.getBooking).toMatchObject(exact);
      expect(lists.tutorCalendar.data?.getTutorHisBookingsForCalendar).toEqual([
        expect.objectContaining({ id, price: lesson, currency }),
      ]);
      expect(lists.busyCalendar.data?.getUserTutorBookingsForCalendar).toEqual([
        expect.objectContaining({ id, price: null }),
      ]);
      expect(lists.studentPublic.data?.getBookingsPublic).toEqual([
        expect.objectContaining({ id, price: lesson }),
      ]);
      expect(lists.tutorPublic.data?.getBookingsPublic).toEqual([
        expect.objectContaining({ id, price: lesson }),
      ]);

      // The checkout's figures: what is due and the 2.9% fee on top.
      const offer = await api.call('GET', `/payments/paymentMethods/${id}`, student.token);
      expect(offer.status).toBe(200);
      expect(offer.body).toMatchObject({ currency, amount: due, fee });

      // The shared payment link's page, for a guest holding the link's code.
      const shared = await api.call('POST', '/sharedURL/generate', student.token, {
        serviceName: 'Booking',
        id,
      });
      expect(shared.status).toBe(201);
      const details = await t.gql<{ getBookingDetailsForSharedURL: Record<string, string> }>(
        `query S($id: ID!) { getBookingDetailsForSharedURL(id: $id) { product_name product_start_date product_end_date } }`,
        { id: String(shared.body['codeSharedPayment']) },
      );
      expect(details.errors).toBeUndefined();
      expect(details.data?.getBookingDetailsForSharedURL).toMatchObject({
        product_start_date: lists.studentOne.data?.getBooking['startTime'],
        product_end_date: lists.studentOne.data?.getBooking['endTime'],
      });

      // Paid through the provider: the transaction list and the ledger hold the exact figures.
      const checkout = await api.checkoutFor(student.token, id);
      expect(checkout).toMatchObject({ amount: due, fee, currency });
      await api.payOnSandbox(checkout);
      const paidAs = { bookingId: id, price: due, fee, status: 'PAID' };
      expect((await transactionsOf(student.token, 'STUDENT')).data?.getUserTransactions).toEqual([
        expect.objectContaining(paidAs),
      ]);
      expect((await transactionsOf(tutor.token, 'TUTOR')).data?.getUserTransactions).toEqual([
        expect.objectContaining(paidAs),
      ]);
      expect(await world.balance(student.userId, currency)).toBe(due - lesson);
      expect(await balanceOf(t.deps.db, accounts.escrow(currency))).toBe(lesson);
      expect(await balanceOf(t.deps.db, accounts.fees(currency))).toBe(fee);
      expect((await ownProfile(student.token))?.balance).toBe(due - lesson);

      // A second longest lesson, paid from the balance the prepaid lessons left, then cancelled.
      const second = await t.gql<{ addBooking: { booking: { pvid: string }; bookingPrice: number } }>(
        ADD_BOOKING,
        {
          tutorPvid: tutor.userId,
          subjectPvid: level?.pvid,
          type: 'ONLINE',
          ...world.lesson(48, BOOKING_DURATION_MAX_MINUTES),
        },
        { token: student.token },
      );
      expect(second.data?.addBooking.bookingPrice).toBe(lesson);
      const secondId = second.data?.addBooking.booking.pvid ?? '';
      const paid = await t.gql<{ updateBooking: Record<string, unknown> }>(
        `mutation P($id: ID!) { updateBooking(id: $id, status: PAID) { ${BOOKING_FIELDS} } }`,
        { id: secondId },
        { token: student.token },
      );
      expect(paid.data?.updateBooking).toMatchObject({ status: 'PAID', amountPaidUsingUserBalance: lesson });
      expect(await world.balance(student.userId, currency)).toBe(due - 2 * lesson);
      expect(await balanceOf(t.deps.db, accounts.escrow(currency))).toBe(2 * lesson);
      const cancelled = await t.gql(
        `mutation C($bookingId: ID!) { cancelBooking(bookingId: $bookingId) { status } }`,
        { bookingId: secondId },
        { token: student.token },
      );
      expect(cancelled.errors).toBeUndefined();
      expect(await world.balance(student.userId, currency)).toBe(due - lesson);

      // After the payment, the second booking and its cancel, every list still answers every figure.
      const after = await listsOf(student, tutor, id);
      expect(after.studentBookings.data?.getBookings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ ...exact, status: 'PAID' }),
          expect.objectContaining({ pvid: secondId, price: lesson, status: 'CANCELLED' }),
        ]),
      );
      expect(after.tutorCalendar.data?.getTutorHisBookingsForCalendar).toEqual([
        expect.objectContaining({ id, price: lesson }),
      ]);
      await expectSoundLedger(t.deps.db);
    },
  );
});
