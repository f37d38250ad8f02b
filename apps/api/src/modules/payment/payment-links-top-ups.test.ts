import { FIRST_BOOKING_PREPAID_LESSONS, MESSAGES } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { expectSoundLedger } from '../ledger/testing';
import {
  setUpPayments,
  t,
  world,
  api,
  pendingBooking,
  sharerOf,
  bookingRow,
} from './testing/payment-suite-test-helpers';

setUpPayments();

describe('shared payment links', () => {
  it('lets a friend in the same market pay, the link active once the payment starts', async () => {
    const tutor = await world.tutor(1500);
    const student = await world.student();
    const friend = await world.student();
    const abroad = await world.student('my');
    const { id } = await pendingBooking(student, tutor);
    const generated = await api.call('POST', '/sharedURL/generate', student.token, {
      serviceName: 'Booking',
      id,
    });
    expect(generated.status).toBe(201);
    const code = String(generated.body['codeSharedPayment']);
    expect(
      (await api.call('POST', '/sharedURL/generate', friend.token, { serviceName: 'Booking', id })).status,
    ).toBe(404);
    const status = () => api.call('GET', `/sharedURL/status/AjarTranscribe/${code}`);
    expect((await status()).body).toEqual({
      code,
      bookingId: id,
      userId: student.userId,
      active: false,
      paid: false,
    });
    expect(await sharerOf(student.userId)).toMatchObject({
      data: {
        getUserDetailsOnPaymentURL: {
          firstName: student.firstName,
          lastName: student.lastName,
          country: 'sg',
        },
      },
    });
    // Only someone who shared a link is named; anyone else is not found.
    expect((await sharerOf(friend.userId)).errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect((await sharerOf('not-an-id')).errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');

    const offer = (holder: string, query: string) =>
      api.call('GET', `/payments/paymentMethods/${id}${query}`, holder);
    expect((await offer(friend.token, '')).status).toBe(404);
    expect((await offer(friend.token, '?sharedCode=wrong')).status).toBe(404);
    expect((await offer(friend.token, `?sharedCode=${code}`)).body).toMatchObject({ currency: 'SGD' });
    expect((await offer(abroad.token, `?sharedCode=${code}`)).body).toMatchObject({
      messageKey: 'differentCountry',
    });

    const refused = await api.createTransaction(abroad.token, {
      service: 'BOOKING',
      bookingId: id,
      sharedCode: code,
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { messageKey: 'differentCountry', message: MESSAGES.differentCountry },
    });
    const checkout = await api.createTransaction(friend.token, {
      service: 'BOOKING',
      bookingId: id,
      sharedCode: code,
    });
    expect(checkout.status).toBe(201);
    const active = await api.call('POST', '/sharedURL/active', friend.token, {
      sharedCode: code,
      paymentId: checkout.body['paymentId'],
      serviceName: 'Booking',
    });
    expect(active.body).toEqual({ success: true });
    expect((await status()).body).toMatchObject({ active: true, paid: false });
    await api.payOnSandbox(checkout.body as never);
    expect((await status()).body).toMatchObject({ active: true, paid: true });
    expect((await bookingRow(id))?.status).toBe('PAID');
    // The prepaid lessons beyond this one belong to the booking's student, not the friend who paid.
    expect(await world.balance(student.userId)).toBe(1500 * (FIRST_BOOKING_PREPAID_LESSONS - 1));
    expect(await world.balance(friend.userId)).toBe(0);
  });
});

describe('balance top-ups', () => {
  it('adds a paid top-up to the balance and refuses an amount out of range', async () => {
    const student = await world.student();
    const checkout = await api.createTransaction(student.token, {
      service: 'BALANCE',
      amount: 5000,
      paymentMethod: 'grabpay',
    });
    expect(checkout.body).toMatchObject({ service: 'BALANCE', amount: 5000, fee: 145, currency: 'SGD' });
    const paid = await api.payOnSandbox(checkout.body as never, { method: 'grabpay' });
    expect(paid.location).toBe(
      `http://ajar.test/sg/redirect?provider=sandbox&service=balance&transactionId=${String(checkout.body['paymentId'])}`,
    );
    expect(await world.balance(student.userId)).toBe(5000);
    for (const amount of [0, 99, 100_000_001])
      expect(
        (await api.createTransaction(student.token, { service: 'BALANCE', amount })).body['messageKey'],
      ).toBe('topUpAmountInvalid');
    await expectSoundLedger(t.deps.db);
  });
});
