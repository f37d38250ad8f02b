import { CURRENCY_DECIMALS, STRIPE_MARKETS, type CountryCode, type CurrencyCode } from '@ajar/domain';
import type Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './payment-provider';
import { createStripeClient, type StripeSettings } from './stripe-client';

/**
 * Stripe's own minor-unit digits where they differ from ours: it counts IDR in cents though rupiah are
 * charged whole (a zero-decimal currency here). Every other currency we know has the same digits there.
 */
const STRIPE_DECIMALS: Partial<Readonly<Record<CurrencyCode, number>>> = { IDR: 2 };

/** Our minor units as Stripe's `unit_amount` for the currency. */
export function stripeUnitAmount(amountMinor: number, currency: CurrencyCode): number {
  const ours = CURRENCY_DECIMALS[currency];
  const amount = amountMinor * 10 ** ((STRIPE_DECIMALS[currency] ?? ours) - ours);
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`Stripe: not a chargeable amount ${amount}`);
  return amount;
}

/** The return URL with a marker saying how the payer left Stripe's page (our redirect page ignores it). */
function returnTo(returnUrl: string, checkout: 'done' | 'cancelled'): string {
  const url = new URL(returnUrl);
  url.searchParams.set('checkout', checkout);
  return url.toString();
}

/** A test key (sk_test_…) charges nobody: the checkout then shows the test-mode banner. */
export const isStripeTestKey = (secretKey: string): boolean => secretKey.startsWith('sk_test_');

/**
 * Stripe Checkout: a hosted payment page per payment, created with our payment id as Stripe's idempotency key
 * (a retried create returns the same session). Stripe's verdict comes back by webhook (stripe.routes.ts).
 */
export function stripeProvider(
  settings: StripeSettings,
  client: Stripe = createStripeClient(settings),
): PaymentProvider {
  const served = new Set<CountryCode>(STRIPE_MARKETS);
  return {
    name: 'stripe',
    testMode: isStripeTestKey(settings.secretKey),
    serves: (country) => served.has(country),
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      if (!served.has(request.country)) throw new Error(`Stripe does not serve ${request.country}`);
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: stripeUnitAmount(request.chargeMinor, request.currency),
                product_data: { name: request.description },
              },
              quantity: 1,
            },
          ],
          success_url: returnTo(request.returnUrl, 'done'),
          cancel_url: returnTo(request.returnUrl, 'cancelled'),
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId },
          ...(request.payerEmail ? { customer_email: request.payerEmail } : {}),
        },
        { idempotencyKey: request.paymentId },
      );
      if (!session.url) throw new Error(`Stripe: checkout session ${session.id} has no url`);
      return { reference: session.id, checkoutUrl: session.url };
    },
  };
}
