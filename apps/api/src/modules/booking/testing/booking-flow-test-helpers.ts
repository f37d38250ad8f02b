import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { bookings } from '../booking.tables';
import {
  ADD_BOOKING,
  UPDATE_BOOKING,
  bookingMutation,
  bookingWorld,
  type Party,
} from './booking-test-helpers';

/** What the booking flow tests share: the app, its booking world, and booking, acting and reading. */

export interface BookingBody {
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

export interface AddResult {
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

export let t: TestApp;
export let world: ReturnType<typeof bookingWorld>;

/** Starts the app and its booking world for the file. */
export function setUpBookingFlow(): void {
  beforeAll(async () => {
    t = await startTestApp();
    world = bookingWorld(t);
  });
  afterAll(() => t.close());
}

export type Tutor = Awaited<ReturnType<ReturnType<typeof bookingWorld>['tutor']>>;

export async function book(
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

export async function booked(student: Party, tutor: Tutor, hours = 24, minutes = 60): Promise<AddResult> {
  const result = await book(student, tutor, hours, minutes);
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error('no booking');
  return result.data.addBooking;
}

export const act = (name: string, token: string, bookingId: string) =>
  t.gql<Record<string, BookingBody>>(bookingMutation(name), { bookingId }, { token });
export const update = (token: string, variables: Record<string, unknown>) =>
  t.gql<{ updateBooking: BookingBody }>(UPDATE_BOOKING, variables, { token });
export const statusOf = async (id: string) =>
  (await t.deps.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

/** A paid booking (from balance) and its parties. */
export async function paidBooking(price = 4000) {
  const tutor = await world.tutor(price);
  const student = await world.student();
  const added = await booked(student, tutor);
  await world.topUp(student.userId, added.bookingPrice);
  const paid = await update(student.token, { id: added.booking.pvid, status: 'PAID' });
  expect(paid.errors).toBeUndefined();
  return { tutor, student, id: added.booking.pvid };
}
