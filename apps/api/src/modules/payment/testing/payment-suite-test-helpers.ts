import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { bookingWorld, ADD_BOOKING, type Party } from '../../booking/testing';
import { bookings } from '../../booking/testing';
import { paymentApi } from './payment-test-helpers';
import { payments } from '../payment.tables';

/** What the payment tests share: the app, its booking world and payment API, pending bookings, rows. */

export let t: TestApp;
export let world: ReturnType<typeof bookingWorld>;
export let api: ReturnType<typeof paymentApi>;

/** Starts the app with a public URL, its booking world and payment API for the file. */
export function setUpPayments(): void {
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'http://ajar.test' });
    world = bookingWorld(t);
    api = paymentApi(t);
  });
  afterAll(() => t.close());
}

export type Tutor = Awaited<ReturnType<ReturnType<typeof bookingWorld>['tutor']>>;

export async function pendingBooking(
  student: Party,
  tutor: Tutor,
  hours = 24,
): Promise<{ id: string; due: number }> {
  const result = await t.gql<{ addBooking: { booking: { pvid: string }; bookingPrice: number } }>(
    ADD_BOOKING,
    { tutorPvid: tutor.userId, subjectPvid: tutor.subjectLevelId, type: 'ONLINE', ...world.lesson(hours) },
    { token: student.token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return { id: result.data.addBooking.booking.pvid, due: result.data.addBooking.bookingPrice };
}

/** getUserDetailsOnPaymentURL, asked by anyone (the payer may not be signed in yet). */
export const sharerOf = (userId: string) =>
  t.gql<{ getUserDetailsOnPaymentURL: { firstName: string; lastName: string; country: string } }>(
    `query Sharer($userId: ID!) { getUserDetailsOnPaymentURL(userId: $userId) { firstName lastName country } }`,
    { userId },
  );

export const bookingRow = async (id: string) =>
  (await t.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0];
export const paymentRow = async (id: string) =>
  (await t.deps.db.select().from(payments).where(eq(payments.id, id)))[0];
