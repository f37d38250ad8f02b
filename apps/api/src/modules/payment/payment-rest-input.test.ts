import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookingWorld } from '../booking/testing';
import { paymentApi } from './testing/payment-test-helpers';

let t: TestApp;
let world: ReturnType<typeof bookingWorld>;
let api: ReturnType<typeof paymentApi>;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://ajar.test' });
  world = bookingWorld(t);
  api = paymentApi(t);
});
afterAll(() => t.close());

describe('the payment REST input', () => {
  it('answers input its schema refuses with BAD_USER_INPUT, never a 500', async () => {
    const student = await world.student();
    const refused = [
      await api.call('GET', '/payments/paymentMethods/balance?amount=1&amount=2', student.token),
      await api.call('GET', '/payments/paymentMethods/nonsense?sharedCode=a&sharedCode=b', student.token),
      await api.call('POST', '/sharedURL/generate', student.token, { id: 7 }),
      await api.call('POST', '/sharedURL/active', student.token, {}),
    ];
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
  });

  it('reads a top-up amount it cannot read as nothing, as before', async () => {
    const student = await world.student();
    const offer = await api.call('GET', '/payments/paymentMethods/balance?amount=abc', student.token);
    expect(offer).toMatchObject({ status: 200, body: { amount: 0, fee: 0 } });
  });
});
