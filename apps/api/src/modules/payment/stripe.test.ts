import { FIRST_BOOKING_PREPAID_LESSONS, MESSAGES, transactionFeeMinor } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { expectSoundLedger } from '../ledger/testing';
import { notifications } from '../notification/testing';
import { newIdempotencyKey, paymentApi } from './testing/payment-test-helpers';
import type { CheckoutView } from './payment.service';
import type { FakeStripeServer } from './stripe-fake-server';
import { newEventId } from './testing/stripe-test-helpers';
import { startStripeTestApp, stripeWorld } from './testing/stripe-test-world';
import { STRIPE_WEBHOOK_PATH } from './stripe.routes';

let t: TestApp;
let fake: FakeStripeServer;
let world: ReturnType<typeof stripeWorld>;
let api: ReturnType<typeof paymentApi>;
beforeAll(async () => {
  ({ t, fake } = await startStripeTestApp());
  world = stripeWorld(t, fake);
  api = paymentApi(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** The Checkout Session creates the fake received since `from`. */
const createsSince = (from: number) =>
  fake.requests.slice(from).filter((request) => request.path === '/v1/checkout/sessions');

async function checkout(token: string, body: Record<string, unknown>): Promise<CheckoutView> {
  const created = await api.createTransaction(token, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as unknown as CheckoutView;
}

const sessionIdOf = async (paymentId: string) => (await world.paymentRow(paymentId))?.providerReference ?? '';

describe('paying a booking through Stripe Checkout', () => {
  it('creates a session for what is due plus the fee, settles on the signed completion, once for every replay', async () => {
    const tutor = await world.tutor(4000);
    const student = await world.student();
    const { id, due } = await world.pendingBooking(student, tutor);
    const fee = transactionFeeMinor(due, 'SGD');
    const from = fake.requests.length;
    const key = newIdempotencyKey();
    const paying = await checkout(student.token, { service: 'BOOKING', bookingId: id, idempotencyKey: key });

    const [create, ...more] = createsSince(from);
    expect(more).toEqual([]);
    expect(create?.idempotencyKey).toBe(paying.paymentId);
    expect(create?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'sgd',
      'line_items[0][price_data][unit_amount]': String(due + fee),
      'line_items[0][quantity]': '1',
      client_reference_id: paying.paymentId,
      'metadata[paymentId]': paying.paymentId,
    });
    const back = `http://ajar.test/sg/redirect?provider=stripe&service=booking&transactionId=${paying.paymentId}`;
    expect(create?.form['success_url']).toBe(`${back}&checkout=done`);
    expect(create?.form['cancel_url']).toBe(`${back}&checkout=cancelled`);
    const sessionId = await sessionIdOf(paying.paymentId);
    expect(sessionId).toMatch(/^cs_test_/);
    expect(paying).toMatchObject({ status: 'PENDING', amount: due, fee, currency: 'SGD' });
    expect(paying.checkoutUrl).toBe(fake.session(sessionId)?.url);

    // A retried create (same key) answers the same checkout without asking Stripe again.
    const again = await checkout(student.token, { service: 'BOOKING', bookingId: id, idempotencyKey: key });
    expect(again).toEqual(paying);
    expect(createsSince(from)).toHaveLength(1);
    // The payer is back from Stripe before its webhook: our record still says pending.
    const waiting = await api.call('GET', `/payments/transactions/${paying.paymentId}`, student.token);
    expect(waiting.body).toMatchObject({ status: 'PENDING' });

    const completed = world.signedEvent('checkout.session.completed', sessionId);
    expect(await world.deliver(completed)).toEqual({ status: 200, body: { received: true, result: 'paid' } });
    expect(await world.paymentRow(paying.paymentId)).toMatchObject({ status: 'PAID', paymentMethod: 'card' });
    expect(await world.bookingRow(id)).toMatchObject({ status: 'PAID', paidAt: expect.any(Date) });
    const balanceAfter = await world.balance(student.userId);
    expect(balanceAfter).toBe(4000 * (FIRST_BOOKING_PREPAID_LESSONS - 1));

    // Stripe retries the same event, and other events tell of the same paid session.
    const replays = [];
    for (let n = 0; n < 10; n += 1) replays.push(await world.deliver(completed));
    expect(replays.map((reply) => `${reply.status} ${reply.body.result}`)).toEqual(
      Array(10).fill('200 replayed'),
    );
    const others = [];
    for (let n = 0; n < 10; n += 1)
      others.push(await world.deliver(world.signedEvent('checkout.session.completed', sessionId)));
    others.push(
      await world.deliver(world.signedEvent('checkout.session.async_payment_succeeded', sessionId)),
    );
    expect(others.map((reply) => `${reply.status} ${reply.body.result}`)).toEqual(
      Array(11).fill('200 unchanged'),
    );

    expect(await world.bookingRow(id)).toMatchObject({ status: 'PAID' });
    expect(await world.ledgerOfPayment(paying.paymentId)).toEqual([{ kind: 'PAYMENT' }]);
    expect(await world.balance(student.userId)).toBe(balanceAfter);
    const told = await t.deps.db
      .select({ code: notifications.code })
      .from(notifications)
      .where(eq(notifications.userId, tutor.userId));
    expect(told).toEqual([{ code: 'BOOKING_PAID' }]);
    const result = await api.call('GET', `/payments/transactions/${paying.paymentId}`, student.token);
    expect(result.body).toMatchObject({ status: 'PAID', amount: due, fee });
    await expectSoundLedger(t.deps.db);
  });

  it('changes nothing for a forged, stale, altered or unsigned delivery, or a session it does not know', async () => {
    const tutor = await world.tutor(2500);
    const student = await world.student();
    const { id } = await world.pendingBooking(student, tutor);
    const paying = await checkout(student.token, { service: 'BOOKING', bookingId: id });
    const sessionId = await sessionIdOf(paying.paymentId);
    const eventId = newEventId();
    const sixMinutesAgo = new Date(t.clock.now().getTime() - 6 * 60_000);
    const honest = world.signedEvent('checkout.session.completed', sessionId, { eventId });

    const refused = [
      world.signedEvent('checkout.session.completed', sessionId, {
        eventId,
        secret: 'whsec_not_ours_0123456789abcdefghijklmnop',
      }),
      world.signedEvent('checkout.session.completed', sessionId, { eventId, signedAt: sixMinutesAgo }),
      { ...honest, payload: honest.payload.replace('"paid"', '"paid" ') },
      { ...honest, signature: '' },
      { ...honest, signature: 't=1,v1=00' },
    ];
    for (const delivery of refused)
      expect(await world.deliver(delivery)).toEqual({ status: 400, body: { received: false } });
    expect(
      await world.deliver(world.signedEvent('checkout.session.completed', 'cs_test_never_created')),
    ).toEqual({
      status: 200,
      body: { received: true, result: 'unknown' },
    });
    // Verified, but deciding nothing: another event type, a completion whose payment is still on its way.
    expect(
      await world.deliver(
        world.signedEvent('payment_intent.succeeded', sessionId, {
          session: { id: 'pi_1', object: 'payment_intent' },
        }),
      ),
    ).toEqual({ status: 200, body: { received: true, result: 'ignored' } });
    const unpaid = { ...fake.session(sessionId), status: 'complete', payment_status: 'unpaid' };
    expect(
      await world.deliver(world.signedEvent('checkout.session.completed', sessionId, { session: unpaid })),
    ).toMatchObject({ status: 200, body: { result: 'ignored' } });
    expect(await world.paymentRow(paying.paymentId)).toMatchObject({ status: 'PENDING' });
    expect(await world.bookingRow(id)).toMatchObject({ status: 'PENDING', paidAt: null });
    expect(await world.ledgerOfPayment(paying.paymentId)).toEqual([]);
    await expectSoundLedger(t.deps.db);

    // The refused deliveries recorded nothing: the honest one with the same event id still counts.
    expect((await world.deliver(honest)).body.result).toBe('paid');
    expect(await world.bookingRow(id)).toMatchObject({ status: 'PAID' });
  });

  it('leaves the booking unpaid when the session expires or the payment fails, and a new checkout can start', async () => {
    const tutor = await world.tutor(3000);
    const student = await world.student();
    const { id } = await world.pendingBooking(student, tutor);
    const first = await checkout(student.token, { service: 'BOOKING', bookingId: id });
    expect(
      (await world.deliver(world.signedEvent('checkout.session.expired', await sessionIdOf(first.paymentId))))
        .body,
    ).toEqual({ received: true, result: 'failed' });
    expect(await world.paymentRow(first.paymentId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'expired',
    });
    expect(await world.bookingRow(id)).toMatchObject({ status: 'PENDING', paidAt: null });
    const shown = await api.call('GET', `/payments/transactions/${first.paymentId}`, student.token);
    expect(shown.body).toMatchObject({ status: 'FAILED' });

    const from = fake.requests.length;
    const second = await checkout(student.token, { service: 'BOOKING', bookingId: id });
    expect(second.paymentId).not.toBe(first.paymentId);
    const secondSession = await sessionIdOf(second.paymentId);
    expect(secondSession).not.toBe(await sessionIdOf(first.paymentId));
    expect(createsSince(from).map((request) => request.idempotencyKey)).toEqual([second.paymentId]);
    // A bank payment that completes unpaid, then fails later.
    const pendingBank = { ...fake.session(secondSession), status: 'complete', payment_status: 'unpaid' };
    await world.deliver(
      world.signedEvent('checkout.session.completed', secondSession, { session: pendingBank }),
    );
    expect(
      (await world.deliver(world.signedEvent('checkout.session.async_payment_failed', secondSession))).body,
    ).toEqual({ received: true, result: 'failed' });
    expect(await world.paymentRow(second.paymentId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'declined',
    });

    const third = await checkout(student.token, { service: 'BOOKING', bookingId: id });
    const thirdSession = await sessionIdOf(third.paymentId);
    const paid = await world.deliver(
      world.signedEvent('checkout.session.async_payment_succeeded', thirdSession),
    );
    expect(paid.body.result).toBe('paid');
    expect(await world.bookingRow(id)).toMatchObject({ status: 'PAID' });
    await expectSoundLedger(t.deps.db);
  });
});

describe('topping up the balance through Stripe Checkout', () => {
  it('credits the balance once, in the payer’s market and currency', async () => {
    const student = await world.student('my');
    const from = fake.requests.length;
    const paying = await checkout(student.token, { service: 'BALANCE', amount: 5000 });
    const fee = transactionFeeMinor(5000, 'MYR');
    expect(paying).toMatchObject({
      service: 'BALANCE',
      amount: 5000,
      fee,
      currency: 'MYR',
      status: 'PENDING',
    });
    const [create, ...more] = createsSince(from);
    expect(more).toEqual([]);
    expect(create).toMatchObject({ idempotencyKey: paying.paymentId });
    expect(create?.form).toMatchObject({
      'line_items[0][price_data][currency]': 'myr',
      'line_items[0][price_data][unit_amount]': String(5000 + fee),
      success_url: `http://ajar.test/my/redirect?provider=stripe&service=balance&transactionId=${paying.paymentId}&checkout=done`,
    });
    const sessionId = await sessionIdOf(paying.paymentId);
    expect(paying.checkoutUrl).toBe(fake.session(sessionId)?.url);

    const completed = world.signedEvent('checkout.session.completed', sessionId);
    expect((await world.deliver(completed)).body.result).toBe('paid');
    for (let n = 0; n < 10; n += 1) await world.deliver(completed);
    for (let n = 0; n < 10; n += 1)
      await world.deliver(world.signedEvent('checkout.session.completed', sessionId));
    expect(await world.balance(student.userId, 'MYR')).toBe(5000);
    expect(await world.ledgerOfPayment(paying.paymentId)).toEqual([{ kind: 'BALANCE_TOP_UP' }]);
    expect(
      (await api.call('GET', `/payments/transactions/${paying.paymentId}`, student.token)).body,
    ).toMatchObject({
      status: 'PAID',
    });
    await expectSoundLedger(t.deps.db);
  });
});

describe('a market Stripe does not serve', () => {
  it('offers balance payment only, and says so', async () => {
    const tutor = await world.tutor(150_000, 'id');
    const student = await world.student('id');
    const { id } = await world.pendingBooking(student, tutor);
    const from = fake.requests.length;
    for (const body of [
      { service: 'BOOKING', bookingId: id },
      { service: 'BALANCE', amount: 50_000 },
    ]) {
      const refused = await api.createTransaction(student.token, body);
      expect(refused).toEqual({
        status: 409,
        body: {
          code: 'CONFLICT',
          messageKey: 'paymentProviderUnavailable',
          message: MESSAGES.paymentProviderUnavailable,
        },
      });
    }
    expect(fake.requests.length).toBe(from);
    const offer = await api.call('GET', `/payments/paymentMethods/${id}`, student.token);
    expect(offer).toMatchObject({
      status: 200,
      body: { providerAvailable: false, methods: [], testMode: false },
    });
    const served = await world.student('sg');
    const topUp = await api.call('GET', '/payments/paymentMethods/balance?amount=5000', served.token);
    expect(topUp).toMatchObject({ status: 200, body: { providerAvailable: true, testMode: true } });
  });
});

describe('the Stripe webhook endpoint', () => {
  it('is not there when Stripe is not the configured provider', async () => {
    const sandbox = await startTestApp();
    try {
      const answer = await sandbox.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
