import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ADD_BOOKING, bookingWorld, type Party } from '../../booking/testing';
import { bookings } from '../../booking/testing';
import { ledgerTransactions } from '../../ledger/testing';
import { payments } from '../payment.tables';
import { startFakeStripeServer, type FakeStripeServer } from '../stripe-fake-server';
import {
  TEST_STRIPE_SECRET_KEY,
  TEST_STRIPE_WEBHOOK_SECRET,
  newEventId,
  paidSession,
  sessionEvent,
  stripeSignature,
  type StripeSessionEventType,
} from './stripe-test-helpers';
import { STRIPE_SIGNATURE_HEADER } from '../stripe-webhook';
import { STRIPE_WEBHOOK_PATH } from '../stripe.routes';

/** The API with Stripe as its provider, the `stripe` package pointed at a local fake Stripe API. */
export async function startStripeTestApp(): Promise<{ t: TestApp; fake: FakeStripeServer }> {
  const fake = await startFakeStripeServer();
  try {
    const t = await startTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
    return { t, fake };
  } catch (error) {
    await fake.close();
    throw error;
  }
}

export interface Delivery {
  readonly payload: string;
  readonly signature: string;
}

/** Stripe's side of a payment in tests: events about a session it created, signed and delivered. */
export function stripeWorld(t: TestApp, fake: FakeStripeServer) {
  const world = bookingWorld(t);

  /** An event about a session the fake created, signed (by default with the endpoint secret, now). */
  function signedEvent(
    type: StripeSessionEventType | string,
    sessionId: string,
    options: { eventId?: string; secret?: string; signedAt?: Date; session?: object } = {},
  ): Delivery {
    const created = fake.session(sessionId) ?? { id: sessionId, object: 'checkout.session' };
    const session =
      options.session ?? (type === 'checkout.session.completed' ? paidSession(created) : created);
    const payload = sessionEvent(type, session, options.eventId ?? newEventId());
    return {
      payload,
      signature: stripeSignature(
        payload,
        options.secret ?? TEST_STRIPE_WEBHOOK_SECRET,
        options.signedAt ?? t.clock.now(),
      ),
    };
  }

  async function deliver(delivery: Delivery) {
    const response = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(delivery.signature ? { [STRIPE_SIGNATURE_HEADER]: delivery.signature } : {}),
      },
      payload: delivery.payload,
    });
    return { status: response.statusCode, body: response.json() as { received: boolean; result?: string } };
  }

  async function pendingBooking(student: Party, tutor: Awaited<ReturnType<typeof world.tutor>>) {
    const result = await t.gql<{ addBooking: { booking: { pvid: string }; bookingPrice: number } }>(
      ADD_BOOKING,
      { tutorPvid: tutor.userId, subjectPvid: tutor.subjectLevelId, type: 'ONLINE', ...world.lesson(24) },
      { token: student.token },
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return { id: result.data.addBooking.booking.pvid, due: Number(result.data.addBooking.bookingPrice) };
  }

  const bookingRow = async (id: string) =>
    (await t.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const paymentRow = async (id: string) =>
    (await t.deps.db.select().from(payments).where(eq(payments.id, id)))[0];
  /** The ledger transactions a payment wrote (its approval's money movement). */
  const ledgerOfPayment = (paymentId: string) =>
    t.deps.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.referenceType, 'payment'), eq(ledgerTransactions.referenceId, paymentId)),
      );

  return { ...world, signedEvent, deliver, pendingBooking, bookingRow, paymentRow, ledgerOfPayment };
}
