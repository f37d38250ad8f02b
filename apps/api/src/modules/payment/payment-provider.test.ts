import { MESSAGES, type CountryCode } from '@ajar/domain';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest, PaymentProvider } from '../../infra/payments/payment-provider';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookingMutation, bookingWorld } from '../booking/testing';
import { expectSoundLedger } from '../ledger/testing';
import { moneyState, newIdempotencyKey, paymentApi, pendingBookingOf } from './testing/payment-test-helpers';
import { payments } from './payment.tables';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './sandbox-signature';

/*
 * Which provider runs is configuration: none by default in production (balance only, every sandbox route
 * 404), the sandbox only when chosen; a provider that does not serve a market leaves it balance only.
 */

const DEVELOPMENT_SANDBOX_SECRET = 'ajar-sandbox-dev-secret-change-me';
const webDist = mkdtempSync(path.join(tmpdir(), 'ajar-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Ajar</title><div id="root"></div>');
const html = { accept: 'text/html,application/xhtml+xml' };

/** A provider the test steers: which markets it serves, whether its next checkout fails, what it was asked. */
function fakeProvider() {
  const asked: { request: CheckoutRequest; committed: boolean }[] = [];
  const state = { served: new Set<CountryCode>(['sg']), failNext: false, testMode: false };
  let app: TestApp | undefined;
  const provider: PaymentProvider = {
    name: 'stripe',
    get testMode() {
      return state.testMode;
    },
    serves: (country) => state.served.has(country),
    async createCheckout(request) {
      // Asked outside the transaction: the payment is already committed (another connection sees it).
      const rows = app
        ? await app.deps.db.select().from(payments).where(eq(payments.id, request.paymentId))
        : [];
      asked.push({ request, committed: rows.length === 1 && rows[0]?.providerReference === null });
      if (state.failNext) {
        state.failNext = false;
        throw new Error('the provider is down');
      }
      return {
        reference: `cs_fake_${asked.length}`,
        checkoutUrl: `https://checkout.fake/pay/cs_fake_${asked.length}`,
      };
    },
  };
  return { provider, asked, state, attach: (to: TestApp) => (app = to) };
}

let production: TestApp;
let stripeChosen: TestApp;
let productionSandbox: TestApp;
let steered: TestApp;
const fake = fakeProvider();
beforeAll(async () => {
  [production, stripeChosen, productionSandbox, steered] = await Promise.all([
    startTestApp({ NODE_ENV: 'production', WEB_DIST: webDist }),
    startTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_ajar_tests_0123456789abcdefghijklmnop',
      STRIPE_WEBHOOK_SECRET: 'whsec_ajar_tests_0123456789abcdefghijklmnop',
      STRIPE_API_URL: 'http://127.0.0.1:9',
      WEB_DIST: webDist,
    }),
    startTestApp({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: 'an-operators-own-sandbox-secret-0123456789',
    }),
    startTestApp({}, { paymentProvider: fake.provider }),
  ]);
  fake.attach(steered);
});
afterAll(async () => {
  await Promise.all([production.close(), stripeChosen.close(), productionSandbox.close(), steered.close()]);
  rmSync(webDist, { recursive: true, force: true });
});

/** The finding's callback: signed with the development secret, as a bare HMAC (then) or timestamped (now). */
async function forgedCallbacks(t: TestApp, reference: string) {
  const body = JSON.stringify({
    eventId: 'evt-forged',
    reference,
    approved: true,
    method: 'card',
    reason: null,
  });
  const statuses: number[] = [];
  for (const signature of [
    createHmac('sha256', DEVELOPMENT_SANDBOX_SECRET).update(body).digest('hex'),
    signSandboxBody(DEVELOPMENT_SANDBOX_SECRET, body, t.clock.now()),
  ]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/payments/callback/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** A pending booking with a sandbox checkout already open for it (as one made before the switch would be). */
async function bookingWithOpenSandboxCheckout(t: TestApp) {
  const world = bookingWorld(t);
  const student = await world.student();
  const { id, due } = await pendingBookingOf(t, world, student, await world.tutor());
  await t.deps.db.insert(payments).values({
    userId: student.userId,
    service: 'BOOKING',
    bookingId: id,
    amountMinor: due,
    feeMinor: 0,
    currency: 'SGD',
    provider: 'sandbox',
    providerReference: 'an-open-sandbox-checkout',
    idempotencyKey: newIdempotencyKey(),
  });
  return { id, before: await moneyState(t, id) };
}

async function sandboxRouteStatuses(t: TestApp) {
  const statuses: number[] = [];
  for (const [method, url] of [
    ['GET', '/sandbox-pay/an-open-sandbox-checkout'],
    ['GET', '/sandbox-pay/anything'],
    ['POST', '/sandbox-pay/an-open-sandbox-checkout'],
  ] as const) {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
      ...(method === 'POST' ? { payload: 'action=pay&method=card&cardNumber=4242424242424242' } : {}),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('in production with no provider chosen', () => {
  it('has no sandbox: its pages and callback answer 404, and the development secret pays nothing', async () => {
    const { id, before } = await bookingWithOpenSandboxCheckout(production);
    expect(production.deps.config.paymentProvider).toBeNull();
    expect(await sandboxRouteStatuses(production)).toEqual([404, 404, 404]);
    expect(await forgedCallbacks(production, 'an-open-sandbox-checkout')).toEqual([404, 404]);
    expect(await moneyState(production, id)).toEqual(before);
  });

  it('offers balance payment only, says so, and a checkout is refused without a write', async () => {
    const world = bookingWorld(production);
    const api = paymentApi(production);
    const student = await world.student();
    const { id, due } = await pendingBookingOf(production, world, student, await world.tutor());
    const offer = await api.call('GET', `/payments/paymentMethods/${id}`, student.token);
    expect(offer).toMatchObject({
      status: 200,
      body: { methods: [], providerAvailable: false, testMode: false, amount: due, currency: 'SGD' },
    });
    const topUpOffer = await api.call('GET', '/payments/paymentMethods/balance?amount=5000', student.token);
    expect(topUpOffer.body).toMatchObject({ methods: [], providerAvailable: false });
    const refusal = {
      status: 409,
      body: {
        code: 'CONFLICT',
        messageKey: 'paymentProviderUnavailable',
        message: MESSAGES.paymentProviderUnavailable,
      },
    };
    const before = await moneyState(production, id);
    expect(await api.createTransaction(student.token, { service: 'BOOKING', bookingId: id })).toEqual(
      refusal,
    );
    expect(await api.createTransaction(student.token, { service: 'BALANCE', amount: 5000 })).toEqual(refusal);
    expect(await moneyState(production, id)).toEqual(before);
    expect(
      await production.deps.db.select().from(payments).where(eq(payments.userId, student.userId)),
    ).toEqual([]);
    // The balance still pays the booking.
    await world.topUp(student.userId, due);
    const paid = await production.gql<{ paidPartOfBookingPriceUseUserBalance: { status: string } }>(
      bookingMutation('paidPartOfBookingPriceUseUserBalance'),
      { bookingId: id },
      { token: student.token },
    );
    expect(paid.data?.paidPartOfBookingPriceUseUserBalance.status).toBe('PAID');
    await expectSoundLedger(production.deps.db);
  });
});

describe('with Stripe chosen', () => {
  it('has no sandbox: its pages and callback answer 404', async () => {
    const { id, before } = await bookingWithOpenSandboxCheckout(stripeChosen);
    expect(await sandboxRouteStatuses(stripeChosen)).toEqual([404, 404, 404]);
    expect(await forgedCallbacks(stripeChosen, 'an-open-sandbox-checkout')).toEqual([404, 404]);
    expect(await moneyState(stripeChosen, id)).toEqual(before);
  });
});

describe('in production with the sandbox chosen on purpose', () => {
  it('runs it in test mode, and believes only its own secret', async () => {
    const world = bookingWorld(productionSandbox);
    const api = paymentApi(productionSandbox);
    const student = await world.student();
    const { id } = await pendingBookingOf(productionSandbox, world, student, await world.tutor());
    const offer = await api.call('GET', `/payments/paymentMethods/${id}`, student.token);
    expect(offer.body).toMatchObject({ providerAvailable: true, testMode: true });
    const checkout = await api.checkoutFor(student.token, id);
    const page = await productionSandbox.app.inject({
      method: 'GET',
      url: new URL(checkout.checkoutUrl ?? '').pathname,
    });
    expect(page.body).toContain('Test mode: no real money moves');
    const reference = new URL(checkout.checkoutUrl ?? '').pathname.split('/').pop() ?? '';
    expect(await forgedCallbacks(productionSandbox, reference)).toEqual([401, 401]);
    expect((await moneyState(productionSandbox, id)).booking?.status).toBe('PENDING');
    await api.payOnSandbox(checkout);
    expect((await moneyState(productionSandbox, id)).booking?.status).toBe('PAID');
  });
});

describe('the configured provider', () => {
  const world = () => bookingWorld(steered);
  const api = () => paymentApi(steered);

  it('leaves a market it does not serve balance only', async () => {
    fake.state.served = new Set(['my']);
    try {
      const student = await world().student();
      const { id } = await pendingBookingOf(steered, world(), student, await world().tutor());
      const offer = await api().call('GET', `/payments/paymentMethods/${id}`, student.token);
      expect(offer.body).toMatchObject({ methods: [], providerAvailable: false, testMode: false });
      const asked = fake.asked.length;
      expect(
        await api().createTransaction(student.token, { service: 'BOOKING', bookingId: id }),
      ).toMatchObject({
        status: 409,
        body: { messageKey: 'paymentProviderUnavailable' },
      });
      expect(fake.asked.length).toBe(asked);
      expect(await steered.deps.db.select().from(payments).where(eq(payments.bookingId, id))).toEqual([]);
    } finally {
      fake.state.served = new Set(['sg']);
    }
  });

  it('is asked after the payment is committed, keyed by its id, and asked again by a retry when it failed', async () => {
    const student = await world().student();
    const { id, due } = await pendingBookingOf(steered, world(), student, await world().tutor());
    const offer = await api().call('GET', `/payments/paymentMethods/${id}`, student.token);
    expect(offer.body).toMatchObject({ providerAvailable: true, testMode: false });
    const key = newIdempotencyKey();
    fake.state.failNext = true;
    const failed = await api().createTransaction(student.token, {
      service: 'BOOKING',
      bookingId: id,
      idempotencyKey: key,
    });
    expect(failed).toMatchObject({ status: 500, body: { messageKey: 'paymentProviderFailed' } });
    const [waiting] = await steered.deps.db.select().from(payments).where(eq(payments.bookingId, id));
    expect(waiting).toMatchObject({
      status: 'PENDING',
      provider: 'stripe',
      providerReference: null,
      checkoutUrl: null,
    });

    const retried = await api().createTransaction(student.token, {
      service: 'BOOKING',
      bookingId: id,
      idempotencyKey: key,
    });
    expect(retried.status).toBe(201);
    const [first, second] = fake.asked.slice(-2);
    expect(retried.body).toMatchObject({
      paymentId: waiting?.id,
      checkoutUrl: `https://checkout.fake/pay/cs_fake_${fake.asked.length}`,
    });
    for (const call of [first, second]) {
      expect(call?.committed).toBe(true);
      expect(call?.request).toMatchObject({
        paymentId: waiting?.id,
        chargeMinor: (waiting?.amountMinor ?? 0) + (waiting?.feeMinor ?? 0),
        currency: 'SGD',
        country: 'sg',
        returnUrl: `http://ajar.test/sg/redirect?provider=stripe&service=booking&transactionId=${waiting?.id}`,
      });
    }
    expect(waiting?.amountMinor).toBe(due);
    // Answered once: a third call returns the stored checkout without asking.
    const asked = fake.asked.length;
    const again = await api().createTransaction(student.token, { service: 'BOOKING', bookingId: id });
    expect(again.body['checkoutUrl']).toBe(retried.body['checkoutUrl']);
    expect(fake.asked.length).toBe(asked);
    expect(await steered.deps.db.select().from(payments).where(eq(payments.bookingId, id))).toHaveLength(1);
  });

  it('has no sandbox routes when it is not the sandbox', async () => {
    expect(await sandboxRouteStatuses(steered)).toEqual([404, 404, 404]);
  });
});
