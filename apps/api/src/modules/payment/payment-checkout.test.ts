import {
  FIRST_BOOKING_PREPAID_LESSONS,
  MESSAGES,
  SANDBOX_CARD_DECLINED,
  transactionFeeMinor,
} from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingMutation } from '../booking/testing';
import { accounts, expectSoundLedger, balanceOf } from '../ledger/testing';
import { notifications } from '../notification/testing';
import { newIdempotencyKey, sandboxReferenceOf, sendSandboxCallback } from './testing/payment-test-helpers';
import { payments } from './payment.tables';
import {
  setUpPayments,
  t,
  world,
  api,
  pendingBooking,
  bookingRow,
  paymentRow,
} from './testing/payment-suite-test-helpers';

setUpPayments();

describe('the payment REST service', () => {
  it('wants the app’s access key, and a signed-in user for a payment', async () => {
    const student = await world.student();
    const noKey = await api.call('POST', '/payments/createTransaction', student.token, {}, '');
    expect(noKey).toEqual({
      status: 401,
      body: {
        code: 'UNAUTHENTICATED',
        messageKey: 'paymentAccessDenied',
        message: MESSAGES.paymentAccessDenied,
      },
    });
    const noUser = await api.call('POST', '/payments/createTransaction', undefined, {});
    expect(noUser.status).toBe(401);
    expect(noUser.body['messageKey']).toBe('notLoggedIn');
    const bad = await api.call('POST', '/payments/createTransaction', student.token, { service: 'BOOKING' });
    expect(bad.status).toBe(400);
  });

  it('offers the market’s methods with the amount and the 2.9% fee', async () => {
    const tutor = await world.tutor(4000);
    const student = await world.student();
    const { id, due } = await pendingBooking(student, tutor);
    const answer = await api.call('GET', `/payments/paymentMethods/${id}`, student.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ currency: 'SGD', amount: due, fee: transactionFeeMinor(due, 'SGD') });
    expect((answer.body['methods'] as { id: string }[]).map((method) => method.id)).toEqual([
      'card',
      'paynow',
      'grabpay',
    ]);
    const stranger = await world.student();
    expect((await api.call('GET', `/payments/paymentMethods/${id}`, stranger.token)).status).toBe(404);
    expect((await api.call('GET', `/payments/paymentMethods/nonsense`, student.token)).status).toBe(404);
  });
});

describe('paying a booking through the sandbox', () => {
  it('charges what is due plus the fee, settles the booking and keeps the prepaid lessons as balance', async () => {
    const tutor = await world.tutor(4000);
    const student = await world.student();
    const { id, due } = await pendingBooking(student, tutor);
    expect(due).toBe(4000 * FIRST_BOOKING_PREPAID_LESSONS);
    const checkout = await api.checkoutFor(student.token, id);
    const fee = transactionFeeMinor(due, 'SGD');
    expect(checkout).toMatchObject({
      service: 'BOOKING',
      bookingId: id,
      status: 'PENDING',
      amount: due,
      fee,
      currency: 'SGD',
    });
    expect(checkout.checkoutUrl).toMatch(/^http:\/\/ajar\.test\/sandbox-pay\/[\w-]{43}$/);

    const page = await t.app.inject({ method: 'GET', url: new URL(checkout.checkoutUrl ?? '').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SG$ 329.28');
    expect(page.body).toContain('PayNow');

    const paid = await api.payOnSandbox(checkout);
    expect(paid).toEqual({
      status: 303,
      location: `http://ajar.test/sg/redirect?provider=sandbox&service=booking&transactionId=${checkout.paymentId}`,
    });
    expect(await paymentRow(checkout.paymentId)).toMatchObject({ status: 'PAID', paymentMethod: 'card' });
    expect(await bookingRow(id)).toMatchObject({ status: 'PAID', paidAt: expect.any(Date) });
    expect(await world.balance(student.userId)).toBe(due - 4000);
    expect(await balanceOf(t.deps.db, accounts.fees())).toBeGreaterThanOrEqual(fee);
    await expectSoundLedger(t.deps.db);
    const told = await t.deps.db
      .select({ code: notifications.code })
      .from(notifications)
      .where(eq(notifications.userId, tutor.userId));
    expect(told).toEqual([{ code: 'BOOKING_PAID' }]);
    const result = await api.call('GET', `/payments/transactions/${checkout.paymentId}`, student.token);
    expect(result.body).toMatchObject({ status: 'PAID', amount: due, fee });
    expect((await api.call('GET', `/payments/transactions/${checkout.paymentId}`, tutor.token)).status).toBe(
      404,
    );
  });

  it('answers a replayed key with the same payment, and a booking has one checkout under way', async () => {
    const tutor = await world.tutor();
    const student = await world.student();
    const { id } = await pendingBooking(student, tutor);
    const key = newIdempotencyKey();
    const first = await api.createTransaction(student.token, {
      service: 'BOOKING',
      bookingId: id,
      idempotencyKey: key,
    });
    const replay = await api.createTransaction(student.token, {
      service: 'BOOKING',
      bookingId: id,
      idempotencyKey: key,
    });
    const otherTab = await api.createTransaction(student.token, { service: 'BOOKING', bookingId: id });
    expect(replay.body['paymentId']).toBe(first.body['paymentId']);
    expect(otherTab.body['paymentId']).toBe(first.body['paymentId']);
    const reused = await api.createTransaction(student.token, {
      service: 'BALANCE',
      amount: 1000,
      idempotencyKey: key,
    });
    expect(reused.status).toBe(409);
    expect(await t.deps.db.select().from(payments).where(eq(payments.bookingId, id))).toHaveLength(1);
  });

  it('leaves the booking unpaid and retryable when the card is declined', async () => {
    const tutor = await world.tutor();
    const student = await world.student();
    const { id } = await pendingBooking(student, tutor);
    const first = await api.checkoutFor(student.token, id);
    await api.payOnSandbox(first, { cardNumber: SANDBOX_CARD_DECLINED });
    expect(await paymentRow(first.paymentId)).toMatchObject({ status: 'FAILED', failureReason: 'declined' });
    expect(await bookingRow(id)).toMatchObject({ status: 'PENDING', paidAt: null });
    const again = await api.checkoutFor(student.token, id);
    expect(again.paymentId).not.toBe(first.paymentId);
    await api.payOnSandbox(again);
    expect((await bookingRow(id))?.status).toBe('PAID');
    await expectSoundLedger(t.deps.db);
  });

  it('confirms a provider payment through updateBooking(paymentId, paymentName) without touching the balance', async () => {
    const tutor = await world.tutor();
    const student = await world.student();
    const stranger = await world.student();
    const { id } = await pendingBooking(student, tutor);
    await world.topUp(student.userId, 1_000_000);
    const confirm = (token: string, variables: Record<string, unknown>) =>
      t.gql<{ updateBooking: { status: string } }>(
        `mutation Confirm($id: ID!, $status: BookingStatus, $paymentId: ID, $paymentName: String, $voucherCode: String) {
          updateBooking(id: $id, status: $status, paymentId: $paymentId, paymentName: $paymentName, voucherCode: $voucherCode) { status }
        }`,
        { id, ...variables },
        { token },
      );
    const refusal = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
      result.errors?.[0]?.extensions;

    const declined = await api.checkoutFor(student.token, id);
    await api.payOnSandbox(declined, { cardNumber: SANDBOX_CARD_DECLINED });
    expect(
      refusal(await confirm(student.token, { status: 'PAID', paymentId: declined.paymentId })),
    ).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'paymentDeclined',
    });
    const checkout = await api.checkoutFor(student.token, id);
    // Not paid yet: the balance, which would cover it, is not used instead.
    expect(
      refusal(await confirm(student.token, { status: 'PAID', paymentId: checkout.paymentId })),
    ).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'paymentPending',
    });
    expect((await bookingRow(id))?.status).toBe('PENDING');
    expect(await world.balance(student.userId)).toBe(1_000_000);
    await api.payOnSandbox(checkout);
    for (const [token, variables, messageKey] of [
      [student.token, { paymentId: checkout.paymentId, paymentName: 'gcash' }, 'paymentNotForBooking'],
      [student.token, { paymentId: '00000000-0000-4000-8000-000000000000' }, 'paymentNotForBooking'],
      [student.token, { paymentName: 'card' }, 'paymentNotForBooking'],
      // The booking is paid now: no voucher applies to it any more.
      [student.token, { voucherCode: 'HALFPRICE' }, 'bookingActionNotAllowed'],
      [student.token, { paymentId: checkout.paymentId, status: 'CANCELLED' }, 'bookingActionNotAllowed'],
      [tutor.token, { paymentId: checkout.paymentId }, 'forbidden'],
      [stranger.token, { paymentId: checkout.paymentId }, 'notFound'],
    ] as const)
      expect(refusal(await confirm(token, variables)), JSON.stringify(variables)).toMatchObject({
        messageKey,
      });
    const confirmed = await confirm(student.token, {
      status: 'PAID',
      paymentId: checkout.paymentId,
      paymentName: 'card',
    });
    expect(confirmed.data?.updateBooking.status).toBe('PAID');
    // Paid by card once: the balance only gained the prepaid lessons beyond this one.
    const row = await bookingRow(id);
    expect(await world.balance(student.userId)).toBe(
      1_000_000 + (row?.dueMinor ?? 0) - (row?.priceMinor ?? 0),
    );
    await expectSoundLedger(t.deps.db);
  });

  it('believes only a correctly signed callback, and applies a verdict once', async () => {
    const tutor = await world.tutor();
    const student = await world.student();
    const { id } = await pendingBooking(student, tutor);
    const checkout = await api.checkoutFor(student.token, id);
    const reference = sandboxReferenceOf(checkout);
    const approval = { reference, approved: true };
    expect((await sendSandboxCallback(t, approval, { header: `t=1,v1=${'0'.repeat(64)}` })).status).toBe(401);
    expect((await sendSandboxCallback(t, approval, { secret: 'another-secret-entirely' })).status).toBe(401);
    expect((await bookingRow(id))?.status).toBe('PENDING');
    expect(JSON.parse((await sendSandboxCallback(t, approval)).body)).toEqual({ ok: true, result: 'paid' });
    // Another event about the same checkout (a second verdict) changes nothing either.
    expect(JSON.parse((await sendSandboxCallback(t, approval)).body)).toEqual({
      ok: true,
      result: 'unchanged',
    });
    await expectSoundLedger(t.deps.db);
  });

  it('charges only what the balance did not cover', async () => {
    const tutor = await world.tutor(1000);
    const student = await world.student();
    const { id, due } = await pendingBooking(student, tutor);
    await world.topUp(student.userId, 3000);
    await t.gql(
      bookingMutation('paidPartOfBookingPriceUseUserBalance'),
      { bookingId: id },
      { token: student.token },
    );
    const checkout = await api.checkoutFor(student.token, id);
    expect(checkout.amount).toBe(due - 3000);
    await api.payOnSandbox(checkout);
    expect(await bookingRow(id)).toMatchObject({
      status: 'PAID',
      amountPaidUsingUserBalanceMinor: 3000,
      amountPaidByCardMinor: due - 3000,
    });
    expect(await world.balance(student.userId)).toBe(due - 1000);
    await expectSoundLedger(t.deps.db);
  });

  it('puts a late approval for a booking cancelled meanwhile on the payer’s balance', async () => {
    const tutor = await world.tutor(2000);
    const student = await world.student();
    const { id, due } = await pendingBooking(student, tutor);
    const checkout = await api.checkoutFor(student.token, id);
    await t.gql(bookingMutation('cancelBookingBeforePaid'), { bookingId: id }, { token: student.token });
    expect((await paymentRow(checkout.paymentId))?.status).toBe('CANCELLED');
    await api.payOnSandbox(checkout);
    expect((await paymentRow(checkout.paymentId))?.status).toBe('PAID');
    expect((await bookingRow(id))?.status).toBe('CANCELLED');
    expect(await world.balance(student.userId)).toBe(due);
    await expectSoundLedger(t.deps.db);
  });

  it('refuses someone else’s booking, another market, nothing left to pay and an unknown method', async () => {
    const tutor = await world.tutor();
    const student = await world.student();
    const { id } = await pendingBooking(student, tutor);
    const stranger = await world.student();
    expect((await api.createTransaction(stranger.token, { service: 'BOOKING', bookingId: id })).status).toBe(
      404,
    );
    const method = await api.createTransaction(student.token, {
      service: 'BOOKING',
      bookingId: id,
      paymentMethod: 'gopay',
    });
    expect(method.status).toBe(400);
    expect(method.body['messageKey']).toBe('paymentMethodUnavailable');
    await world.topUp(student.userId, 100_000);
    await t.gql(
      bookingMutation('paidPartOfBookingPriceUseUserBalance'),
      { bookingId: id },
      { token: student.token },
    );
    const nothing = await api.createTransaction(student.token, { service: 'BOOKING', bookingId: id });
    expect(nothing).toMatchObject({ status: 409, body: { messageKey: 'nothingToPay' } });
  });
});
