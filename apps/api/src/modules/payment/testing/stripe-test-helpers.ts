import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** Test secrets of the real shapes and lengths (32+ characters). */
export const TEST_STRIPE_SECRET_KEY = 'sk_test_ajar_tests_0123456789abcdefghijklmnop';
export const TEST_STRIPE_WEBHOOK_SECRET = 'whsec_ajar_tests_0123456789abcdefghijklmnop';

export type StripeSessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

export const newEventId = (): string => `evt_test_${randomBytes(12).toString('hex')}`;

/** A Stripe event about a Checkout Session, as Stripe delivers it to a webhook endpoint (JSON text). */
export function sessionEvent(
  type: StripeSessionEventType | string,
  session: object,
  eventId: string = newEventId(),
): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

/** The session as Stripe holds it once paid (completed: payment_status paid, status complete). */
export const paidSession = (session: object) => ({
  ...session,
  status: 'complete',
  payment_status: 'paid',
});

/** The Stripe-Signature header for a payload, signed by the package's own test helper. */
export function stripeSignature(payload: string, secret: string, signedAt: Date): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(signedAt.getTime() / 1000),
  });
}
