import Stripe from 'stripe';
import type { PaymentOutcome } from '../../infra/payments/payment-provider';

/** The header Stripe signs its webhooks in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** A webhook signed longer ago than this is refused (a replay of an old capture). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The Checkout Session events a production endpoint subscribes to; any other type is acknowledged and ignored. */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

/**
 * The event in a webhook, when Stripe signed it with our endpoint's secret within the tolerance, measured on
 * our clock; null otherwise (a forged, altered or stale delivery).
 */
export function verifiedStripeEvent(
  webhookSecret: string,
  rawBody: string | Buffer,
  signature: string | undefined,
  receivedAt: Date,
): Stripe.Event | null {
  if (!signature || rawBody.length === 0) return null;
  try {
    return Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError || error instanceof SyntaxError)
      return null;
    throw error;
  }
}

type Verdict = Pick<PaymentOutcome, 'approved' | 'reason'>;

/** The verdict each deciding event type gives about its session. */
const VERDICTS: Readonly<Record<string, (session: Stripe.Checkout.Session) => Verdict | null>> = {
  // A completion may still wait for an asynchronous method (a bank transfer): its verdict comes later.
  'checkout.session.completed': (session) =>
    session.payment_status === 'paid' ? { approved: true, reason: null } : null,
  'checkout.session.async_payment_succeeded': () => ({ approved: true, reason: null }),
  'checkout.session.async_payment_failed': () => ({ approved: false, reason: 'declined' }),
  'checkout.session.expired': () => ({ approved: false, reason: 'expired' }),
};

function isCheckoutSession(value: unknown): value is Stripe.Checkout.Session {
  if (typeof value !== 'object' || value === null) return false;
  const { object, id } = value as Record<string, unknown>;
  return object === 'checkout.session' && typeof id === 'string';
}

/**
 * What a Checkout Session event says about the payment it belongs to (reference: the session id), or null
 * for an event that decides nothing (another type, a completion not yet paid, no session in it).
 */
export function outcomeOfStripeEvent(event: Stripe.Event): PaymentOutcome | null {
  const verdictOf = Object.hasOwn(VERDICTS, event.type) ? VERDICTS[event.type] : undefined;
  const session: unknown = event.data?.object;
  if (!verdictOf || !isCheckoutSession(session)) return null;
  const verdict = verdictOf(session);
  if (!verdict) return null;
  return { reference: session.id, method: session.payment_method_types?.[0] ?? 'card', ...verdict };
}
