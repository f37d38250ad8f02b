import { BOOST_PRICES, CREDIT_PRICE_MINOR, MESSAGES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookingWorld } from '../booking/testing';
import { expectSoundLedger } from '../ledger/testing';
import { paymentApi, settlePayment } from '../payment/testing';

let t: TestApp;
let world: ReturnType<typeof bookingWorld>;
let api: ReturnType<typeof paymentApi>;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://ajar.test' });
  world = bookingWorld(t);
  api = paymentApi(t);
});
afterAll(() => t.close());

const CREDITS = `query { getUserCredits { credits }
  getUserCreditsHistory { amount reason description type createdAt } }`;

interface CreditsData {
  getUserCredits: { credits: number };
  getUserCreditsHistory: { amount: number; reason: string; description: string; type: string }[];
}

const creditsOf = async (token: string) => (await t.gql<CreditsData>(CREDITS, {}, { token })).data;

describe('buying credits', () => {
  it('adds paid credits with a history line; the money and the credits both balance', async () => {
    const tutor = await world.tutor();
    expect(await creditsOf(tutor.token)).toEqual({
      getUserCredits: { credits: 0 },
      getUserCreditsHistory: [],
    });
    const offer = await api.call('GET', '/payments/paymentMethods/credits?credits=100', tutor.token);
    expect(offer.body).toMatchObject({ amount: 1500, fee: 44, currency: 'SGD', providerAvailable: true });

    const checkout = await api.createTransaction(tutor.token, { service: 'CREDITS', credits: 100 });
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({ service: 'CREDITS', credits: 100, amount: 1500, fee: 44 });
    const paid = await api.payOnSandbox(checkout.body as never);
    expect(paid.location).toBe(
      `http://ajar.test/sg/redirect?provider=sandbox&service=credits&transactionId=${String(checkout.body['paymentId'])}`,
    );

    const after = await creditsOf(tutor.token);
    expect(after?.getUserCredits.credits).toBe(100);
    expect(after?.getUserCreditsHistory).toEqual([
      {
        amount: 100,
        reason: 'Credits bought',
        description: 'SGD 15.44',
        type: 'PURCHASE',
        createdAt: expect.any(String),
      },
    ]);
    // Balance is money, credits are not: the top-up balance is untouched.
    expect(await world.balance(tutor.userId)).toBe(0);
    await expectSoundLedger(t.deps.db);
  });

  it('gives the credits once when the provider repeats its verdict', async () => {
    const student = await world.student('id');
    const checkout = await api.createTransaction(student.token, { service: 'CREDITS', credits: 50 });
    expect(checkout.body).toMatchObject({ amount: 50 * CREDIT_PRICE_MINOR.IDR, currency: 'IDR' });
    await api.payOnSandbox(checkout.body as never);
    const reference = new URL(String(checkout.body['checkoutUrl'])).pathname.split('/').pop() ?? '';
    const again = await settlePayment(
      t.deps,
      'sandbox',
      { reference, approved: true, method: 'card', reason: null },
      'second-event',
    );
    expect(again).toBe('unchanged');
    expect((await creditsOf(student.token))?.getUserCredits.credits).toBe(50);
    expect((await creditsOf(student.token))?.getUserCreditsHistory).toHaveLength(1);
    await expectSoundLedger(t.deps.db);
  });

  it('refuses a number of credits out of range, in the spec words, and charges nothing', async () => {
    const student = await world.student();
    for (const credits of [0, 9, 10_001, undefined])
      expect(await api.createTransaction(student.token, { service: 'CREDITS', credits })).toMatchObject({
        status: 400,
        body: { messageKey: 'creditsAmountInvalid', message: MESSAGES.creditsAmountInvalid },
      });
    expect(
      (await api.call('GET', '/payments/paymentMethods/credits?credits=5', student.token)).body,
    ).toMatchObject({
      amount: 0,
    });
    expect((await creditsOf(student.token))?.getUserCredits.credits).toBe(0);
  });
});

describe('prices and who may ask', () => {
  it('prices credits per market currency, for guests too, and refuses an unknown currency', async () => {
    const price = (currency?: string) =>
      t.gql<{ getAjarCreditsPriceByCurreny: { price: number; currency: string; amount: number } }>(
        'query ($currency: String) { getAjarCreditsPriceByCurreny(currency: $currency) { price currency amount } }',
        { currency },
      );
    expect((await price('MYR')).data?.getAjarCreditsPriceByCurreny).toEqual({
      price: CREDIT_PRICE_MINOR.MYR,
      currency: 'MYR',
      amount: 1,
    });
    expect((await price()).data?.getAjarCreditsPriceByCurreny.currency).toBe('SGD');
    expect((await price('EUR')).errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('lists boost prices per type', async () => {
    const prices = await t.gql<{ getAjarCreditsBoostPrices: unknown[] }>(
      '{ getAjarCreditsBoostPrices(type: HomePage) { numberOfDays price } }',
    );
    expect(prices.data?.getAjarCreditsBoostPrices).toEqual(BOOST_PRICES.HomePage);
  });

  it('keeps credits private: a guest is asked to log in', async () => {
    const guest = await t.gql(CREDITS);
    expect(guest.errors?.[0]).toMatchObject({
      message: MESSAGES.notLoggedIn,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
