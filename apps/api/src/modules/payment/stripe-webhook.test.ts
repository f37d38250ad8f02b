import { describe, expect, it } from 'vitest';
import {
  newEventId,
  paidSession,
  sessionEvent,
  stripeSignature,
  TEST_STRIPE_WEBHOOK_SECRET,
} from './testing/stripe-test-helpers';
import { outcomeOfStripeEvent, verifiedStripeEvent } from './stripe-webhook';

const now = new Date('2026-01-15T08:00:00.000Z');
const session = {
  id: 'cs_test_a1',
  object: 'checkout.session',
  payment_status: 'unpaid',
  status: 'open',
  payment_method_types: ['card'],
};
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('Stripe webhook verification', () => {
  const payload = sessionEvent('checkout.session.completed', paidSession(session), 'evt_test_1');
  const verify = (body: string | Buffer, signature: string | undefined, at = now) =>
    verifiedStripeEvent(TEST_STRIPE_WEBHOOK_SECRET, body, signature, at);

  it('believes a delivery signed with the endpoint secret within five minutes', () => {
    const signature = stripeSignature(payload, TEST_STRIPE_WEBHOOK_SECRET, minutes(-4));
    expect(verify(payload, signature)?.id).toBe('evt_test_1');
    expect(verify(Buffer.from(payload), signature)?.id).toBe('evt_test_1');
  });

  it('refuses a wrong secret, an altered body, a stale or missing signature', () => {
    const good = stripeSignature(payload, TEST_STRIPE_WEBHOOK_SECRET, now);
    expect(
      verify(payload, stripeSignature(payload, 'whsec_someone_else_0123456789abcdefghij', now)),
    ).toBeNull();
    expect(verify(payload.replace('cs_test_a1', 'cs_test_a2'), good)).toBeNull();
    expect(verify(payload, stripeSignature(payload, TEST_STRIPE_WEBHOOK_SECRET, minutes(-6)))).toBeNull();
    // Stale on our clock, whatever the machine's time says.
    expect(verify(payload, good, minutes(6))).toBeNull();
    expect(verify(payload, undefined)).toBeNull();
    expect(verify(payload, '')).toBeNull();
    expect(verify(payload, 'nonsense')).toBeNull();
    expect(verify('', good)).toBeNull();
  });
});

describe('what a Checkout Session event decides', () => {
  const outcome = (type: string, object: Record<string, unknown>) =>
    outcomeOfStripeEvent(JSON.parse(sessionEvent(type, object, newEventId())));

  it('approves a paid completion and an asynchronous success, with the method Stripe used', () => {
    expect(outcome('checkout.session.completed', paidSession(session))).toEqual({
      reference: 'cs_test_a1',
      approved: true,
      method: 'card',
      reason: null,
    });
    expect(
      outcome('checkout.session.async_payment_succeeded', { ...session, payment_method_types: ['paynow'] }),
    ).toMatchObject({ approved: true, method: 'paynow' });
    expect(
      outcome('checkout.session.completed', paidSession({ ...session, payment_method_types: [] })),
    ).toMatchObject({
      method: 'card',
    });
  });

  it('fails an asynchronous failure and an expired session', () => {
    expect(outcome('checkout.session.async_payment_failed', session)).toMatchObject({
      approved: false,
      reason: 'declined',
    });
    expect(outcome('checkout.session.expired', { ...session, status: 'expired' })).toEqual({
      reference: 'cs_test_a1',
      approved: false,
      method: 'card',
      reason: 'expired',
    });
  });

  it('decides nothing for an unpaid completion, another event type or an event without a session', () => {
    expect(outcome('checkout.session.completed', session)).toBeNull();
    expect(outcome('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' })).toBeNull();
    expect(outcome('checkout.session.completed', { id: 'pi_1', object: 'payment_intent' })).toBeNull();
    expect(outcome('toString', session)).toBeNull();
  });
});
