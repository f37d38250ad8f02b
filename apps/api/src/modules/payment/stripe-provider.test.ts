import { CURRENCY_DECIMALS, MARKETS, STRIPE_MARKETS } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../infra/payments/payment-provider';
import { stripeAddress } from '../../infra/payments/stripe-client';
import { stripeProvider, stripeUnitAmount } from '../../infra/payments/stripe-provider';
import { startFakeStripeServer, type FakeStripeServer } from './stripe-fake-server';

/** The provider through the real `stripe` package against the local fake Stripe API. */
let fake: FakeStripeServer;
beforeAll(async () => {
  fake = await startFakeStripeServer();
});
afterAll(() => fake.close());

const SECRET_KEY = 'sk_test_provider_unit_0123456789abcdef';
const settings = () => ({
  secretKey: SECRET_KEY,
  webhookSecret: 'whsec_unit_0123456789abcdef0123456789',
  apiUrl: fake.url,
});

let sequence = 0;
const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: `00000000-0000-4000-8000-${String((sequence += 1)).padStart(12, '0')}`,
  chargeMinor: 33_881,
  currency: 'SGD',
  country: 'sg',
  description: 'Lesson with Siti Rahman',
  payerEmail: 'budi@ajar.test',
  returnUrl: 'http://ajar.test/sg/redirect?provider=stripe&service=booking&transactionId=p-1',
  ...overrides,
});

describe('the Stripe provider', () => {
  it('serves sg, my, in and us only, and is in test mode with a test key', () => {
    const provider = stripeProvider(settings());
    expect(provider.name).toBe('stripe');
    expect(provider.testMode).toBe(true);
    expect(stripeProvider({ ...settings(), secretKey: 'sk_live_0123456789abcdef0123456789' }).testMode).toBe(
      false,
    );
    expect(Object.keys(MARKETS).filter((country) => provider.serves(country as never))).toEqual([
      ...STRIPE_MARKETS,
    ]);
    expect(STRIPE_MARKETS).toEqual(['sg', 'my', 'in', 'us']);
  });

  it('creates a Checkout Session for the charge, keyed by our payment id', async () => {
    const before = fake.requests.length;
    const checkout = request();
    const session = await stripeProvider(settings()).createCheckout(checkout);
    expect(session.reference).toMatch(/^cs_test_/);
    expect(session.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${session.reference}`);
    const [sent, ...more] = fake.requests.slice(before);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: checkout.paymentId,
      authorization: `Bearer ${SECRET_KEY}`,
    });
    expect(sent?.form).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'sgd',
      'line_items[0][price_data][unit_amount]': '33881',
      'line_items[0][price_data][product_data][name]': 'Lesson with Siti Rahman',
      'line_items[0][quantity]': '1',
      success_url: `${checkout.returnUrl}&checkout=done`,
      cancel_url: `${checkout.returnUrl}&checkout=cancelled`,
      client_reference_id: checkout.paymentId,
      'metadata[paymentId]': checkout.paymentId,
      customer_email: 'budi@ajar.test',
    });
    expect(fake.session(session.reference)).toMatchObject({ amount_total: 33_881, currency: 'sgd' });
  });

  it('gets the same session back for a retried create, and survives a failing Stripe by retrying', async () => {
    const provider = stripeProvider(settings());
    const checkout = request({ payerEmail: null, currency: 'USD', country: 'us', chargeMinor: 10_290 });
    const first = await provider.createCheckout(checkout);
    expect(await provider.createCheckout(checkout)).toEqual(first);
    const before = fake.requests.length;
    fake.failNext(1, 500);
    expect(await provider.createCheckout(checkout)).toEqual(first);
    const sent = fake.requests.slice(before);
    expect(sent.map((each) => each.idempotencyKey)).toEqual([checkout.paymentId, checkout.paymentId]);
    expect(sent[0]?.form['customer_email']).toBeUndefined();
  });

  it('fails, charging nothing, when Stripe keeps failing or the market is not served', async () => {
    const provider = stripeProvider(settings());
    fake.failNext(3, 503);
    await expect(provider.createCheckout(request())).rejects.toThrow();
    const before = fake.requests.length;
    await expect(provider.createCheckout(request({ country: 'id', currency: 'IDR' }))).rejects.toThrow(
      /serve/,
    );
    expect(fake.requests.length).toBe(before);
  });

  it('converts our minor units to Stripe’s: the same for its two-decimal currencies, cents for whole rupiah', () => {
    for (const country of STRIPE_MARKETS) {
      const { currency } = MARKETS[country];
      expect(CURRENCY_DECIMALS[currency]).toBe(2);
      expect(stripeUnitAmount(12_345, currency)).toBe(12_345);
    }
    expect(stripeUnitAmount(150_000, 'IDR')).toBe(15_000_000);
    expect(() => stripeUnitAmount(0, 'SGD')).toThrow();
  });

  it('takes STRIPE_API_URL apart into host, port and protocol', () => {
    expect(stripeAddress('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(stripeAddress('https://api.stripe.com')).toEqual({
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
    expect(() => stripeAddress('ftp://example.com')).toThrow(/http or https/);
  });
});
