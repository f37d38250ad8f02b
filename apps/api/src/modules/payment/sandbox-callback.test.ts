import { SANDBOX_CARD_DECLINED } from '@ajar/domain';
import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookingWorld } from '../booking/testing';
import { expectSoundLedger } from '../ledger/testing';
import {
  moneyState,
  paymentApi,
  pendingBookingOf,
  sandboxReferenceOf,
  sendSandboxCallback,
} from './testing/payment-test-helpers';
import { paymentCallbackEvents } from './payment.tables';
import { SANDBOX_TEST_BANNER } from './sandbox-checkout-page';

let t: TestApp;
let world: ReturnType<typeof bookingWorld>;
let api: ReturnType<typeof paymentApi>;
beforeAll(async () => {
  t = await startTestApp();
  world = bookingWorld(t);
  api = paymentApi(t);
});
afterAll(() => t.close());

/** A booking with a sandbox checkout open for it, and the booking's money as it stands. */
async function openCheckout() {
  const student = await world.student();
  const { id } = await pendingBookingOf(t, world, student, await world.tutor());
  const checkout = await api.checkoutFor(student.token, id);
  return { id, checkout, reference: sandboxReferenceOf(checkout), before: await moneyState(t, id) };
}

const answer = (sent: { status: number; body: string }) => ({
  status: sent.status,
  ...JSON.parse(sent.body),
});

describe('sandbox callbacks', () => {
  it('refuses a forged callback (another secret, no timestamp, an altered body) and changes nothing', async () => {
    const { id, reference, before } = await openCheckout();
    const approval = { reference, approved: true };
    const body = JSON.stringify({
      eventId: randomUUID(),
      reference,
      approved: true,
      method: 'card',
      reason: null,
    });
    // The finding: a bare HMAC of the body, as every callback was signed before.
    const bare = createHmac('sha256', t.deps.config.sandbox?.secret ?? '')
      .update(body)
      .digest('hex');
    const seconds = Math.floor(t.clock.now().getTime() / 1000);
    const otherBody = createHmac('sha256', t.deps.config.sandbox?.secret ?? '')
      .update(`${seconds}.{"reference":"${reference}","approved":false}`)
      .digest('hex');
    for (const options of [
      { secret: 'ajar-sandbox-dev-secret-change-me-not' },
      { header: bare },
      { header: `t=${seconds},v1=${otherBody}` },
      { header: `t=${seconds}` },
      { header: `t=${seconds},v1=${'0'.repeat(64)}` },
      { header: '' },
    ])
      expect(answer(await sendSandboxCallback(t, approval, options)), JSON.stringify(options)).toEqual({
        status: 401,
        ok: false,
        result: 'forged',
      });
    expect(await moneyState(t, id)).toEqual(before);
  });

  it('refuses a callback signed more than 5 minutes ago (or ahead) and changes nothing', async () => {
    const { id, reference, before } = await openCheckout();
    const approval = { reference, approved: true };
    const at = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);
    for (const signedAt of [at(-301), at(301), at(-3600)])
      expect(answer(await sendSandboxCallback(t, approval, { signedAt }))).toEqual({
        status: 400,
        ok: false,
        result: 'stale',
      });
    expect(await moneyState(t, id)).toEqual(before);
    // Within the window, on the server's clock, it counts.
    expect(answer(await sendSandboxCallback(t, approval, { signedAt: at(-299) }))).toEqual({
      status: 200,
      ok: true,
      result: 'paid',
    });
    await expectSoundLedger(t.deps.db);
  });

  it('applies an event once: a replay answers 200 replayed and changes nothing', async () => {
    const { id, reference } = await openCheckout();
    const event = { eventId: `evt-${randomUUID()}`, reference, approved: true };
    expect(answer(await sendSandboxCallback(t, event))).toMatchObject({ status: 200, result: 'paid' });
    const paid = await moneyState(t, id);
    expect(paid.booking?.status).toBe('PAID');
    for (let replay = 0; replay < 10; replay += 1)
      expect(answer(await sendSandboxCallback(t, event))).toEqual({
        status: 200,
        ok: true,
        result: 'replayed',
      });
    // The same event saying otherwise is the same event: still nothing.
    expect(answer(await sendSandboxCallback(t, { ...event, approved: false }))).toMatchObject({
      result: 'replayed',
    });
    expect(await moneyState(t, id)).toEqual(paid);
    await expectSoundLedger(t.deps.db);
  });

  it('does not record an event about no checkout we know, so it can come again', async () => {
    const event = { eventId: `evt-${randomUUID()}`, reference: 'no-such-reference', approved: true };
    expect(answer(await sendSandboxCallback(t, event))).toMatchObject({ status: 404, result: 'unknown' });
    expect(
      await t.deps.db
        .select()
        .from(paymentCallbackEvents)
        .where(eq(paymentCallbackEvents.eventId, event.eventId)),
    ).toEqual([]);
  });
});

describe('the sandbox checkout page', () => {
  it('opens with the test-mode banner, and each verdict on it is a new event', async () => {
    const { id, checkout } = await openCheckout();
    const page = await t.app.inject({ method: 'GET', url: new URL(checkout.checkoutUrl ?? '').pathname });
    expect(page.statusCode).toBe(200);
    const body = page.body;
    expect(body).toContain(SANDBOX_TEST_BANNER);
    // First in the page, before the checkout itself.
    expect(body.indexOf('data-testid="sandbox-test-banner"')).toBeLessThan(body.indexOf('<main>'));
    const unknown = await t.app.inject({ method: 'GET', url: '/sandbox-pay/no-such-reference' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(SANDBOX_TEST_BANNER);

    const before = await t.deps.db
      .select()
      .from(paymentCallbackEvents)
      .where(eq(paymentCallbackEvents.provider, 'sandbox'));
    await api.payOnSandbox(checkout, { cardNumber: SANDBOX_CARD_DECLINED });
    await api.payOnSandbox(checkout);
    const after = await t.deps.db
      .select()
      .from(paymentCallbackEvents)
      .where(and(eq(paymentCallbackEvents.provider, 'sandbox')));
    expect(after.length - before.length).toBe(2);
    // Declined first: the second verdict on a decided checkout changes nothing.
    expect((await moneyState(t, id)).booking?.status).toBe('PENDING');
  });
});
