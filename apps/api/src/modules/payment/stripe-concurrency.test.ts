import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { expectSoundLedger } from '../ledger/testing';
import { paymentApi } from './testing/payment-test-helpers';
import type { FakeStripeServer } from './stripe-fake-server';
import { startStripeTestApp, stripeWorld } from './testing/stripe-test-world';

/** Stripe webhooks racing on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race). */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the Stripe webhook race tests (CI runs them on PostgreSQL).',
  );
}

describe.skipIf(!databaseUrl)('Stripe webhook races on PostgreSQL', () => {
  let t: TestApp;
  let fake: FakeStripeServer;
  let world: ReturnType<typeof stripeWorld>;
  beforeAll(async () => {
    ({ t, fake } = await startStripeTestApp());
    world = stripeWorld(t, fake);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function stripeCheckout() {
    const tutor = await world.tutor(2000);
    const student = await world.student();
    const { id } = await world.pendingBooking(student, tutor);
    const created = await paymentApi(t).createTransaction(student.token, {
      service: 'BOOKING',
      bookingId: id,
    });
    const paymentId = String(created.body['paymentId']);
    const sessionId = (await world.paymentRow(paymentId))?.providerReference ?? '';
    return { bookingId: id, paymentId, sessionId };
  }

  it('pays once for 10 parallel deliveries of the same webhook', async () => {
    const { bookingId, paymentId, sessionId } = await stripeCheckout();
    const completed = world.signedEvent('checkout.session.completed', sessionId);
    const replies = await Promise.all(Array.from({ length: 10 }, () => world.deliver(completed)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    const results = replies.map((reply) => reply.body.result).sort();
    expect(results).toEqual(['paid', ...Array(9).fill('replayed')]);
    expect(await world.bookingRow(bookingId)).toMatchObject({ status: 'PAID' });
    expect(await world.ledgerOfPayment(paymentId)).toEqual([{ kind: 'PAYMENT' }]);
    await expectSoundLedger(t.deps.db);
  });

  it('pays once for 10 parallel completions of one session under different event ids', async () => {
    const { bookingId, paymentId, sessionId } = await stripeCheckout();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        world.deliver(world.signedEvent('checkout.session.completed', sessionId)),
      ),
    );
    const results = replies.map((reply) => reply.body.result).sort();
    expect(results).toEqual(['paid', ...Array(9).fill('unchanged')]);
    expect(await world.bookingRow(bookingId)).toMatchObject({ status: 'PAID' });
    expect(await world.ledgerOfPayment(paymentId)).toEqual([{ kind: 'PAYMENT' }]);
    await expectSoundLedger(t.deps.db);
  });
});
