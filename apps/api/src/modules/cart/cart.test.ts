import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookingWorld, bookings } from '../booking/testing';
import { expectSoundLedger } from '../ledger/testing';
import { paymentApi } from '../payment/testing';
import { claim, tutorVoucher } from '../voucher/testing';
import { cartApi } from './testing/cart-test-helpers';
import { cartItems } from './cart.tables';

let t: TestApp;
let world: ReturnType<typeof bookingWorld>;
let api: ReturnType<typeof cartApi>;
beforeAll(async () => {
  t = await startTestApp();
  world = bookingWorld(t);
  api = cartApi(t, world);
});
afterAll(() => t.close());

const statuses = async (ids: string[]) =>
  (await t.deps.db.select({ status: bookings.status }).from(bookings).where(inArray(bookings.id, ids))).map(
    (row) => row.status,
  );

/** A student with two unpaid lessons: a first booking (8 prepaid lessons) with one tutor, one with another. */
async function twoLessons() {
  const [first, second] = [await world.tutor(4000), await world.tutor(3000)];
  const student = await world.student();
  const a = await api.pending(student, first, 30);
  const b = await api.pending(student, second, 54);
  return { first, second, student, a, b };
}

describe('the cart', () => {
  it('holds the student’s own unpaid bookings, once each, with the spec’s totals', async () => {
    const { first, student, a, b } = await twoLessons();
    expect((await api.add(student.token, a.id)).data?.addItemToCart).toEqual({ success: true, count: 1 });
    expect((await api.add(student.token, b.id)).data?.addItemToCart.count).toBe(2);
    expect((await api.add(student.token, a.id)).data?.addItemToCart.count).toBe(2);
    const cart = (await api.cart(student.token)).data?.getUserCartsItems;
    expect(cart).toMatchObject({
      currency: 'SGD',
      count: 2,
      orginalTotalPrice: a.due + b.due,
      totalDiscountAmount: 0,
      totalPrice: a.due + b.due,
      booking: { orginalBookingPrice: a.due + b.due, bookingDiscountAmount: 0 },
      content: { contentPrices: 0, items: [] },
      voucher: null,
    });
    expect(cart?.booking.items.map((item) => [item.bookingId, item.totalPrice, item.hourPrice])).toEqual([
      [a.id, a.due, 4000],
      [b.id, b.due, 3000],
    ]);

    // The tutor's voucher applies to their lesson only, on its lesson price.
    const voucher = await tutorVoucher(t, first, { percentage: 20 });
    expect((await claim(t, student.token, voucher.id)).errors).toBeUndefined();
    const discounted = (await api.cart(student.token, voucher.id)).data?.getUserCartsItems;
    expect(discounted).toMatchObject({
      orginalTotalPrice: a.due + b.due,
      totalDiscountAmount: 800,
      totalPrice: a.due + b.due - 800,
      voucher: { id: voucher.id },
    });
    expect(discounted?.booking.items.map((item) => item.discountAmount)).toEqual([800, 0]);
  });

  it('refuses someone else’s booking, quantities, content, another market and unknown items', async () => {
    const { student, a } = await twoLessons();
    const stranger = await world.student();
    expectError(await api.add(stranger.token, a.id), 'NOT_FOUND', 'notFound');
    expectError(await api.add(student.token, a.id, { quantity: 2 }), 'BAD_USER_INPUT', 'cartQuantityFixed');
    expectError(
      await api.add(student.token, a.id, { itemType: 'Content' }),
      'CONFLICT',
      'cartItemUnavailable',
    );
    expect((await api.add(student.token, a.id)).errors).toBeUndefined();
    expectError(
      await api.change('increaseItemQuantityByOne', student.token, a.id),
      'CONFLICT',
      'cartQuantityFixed',
    );
    expectError(
      await api.change('decreaseItemQuantityByOne', student.token, a.id),
      'CONFLICT',
      'cartQuantityFixed',
    );
    expectError(await api.change('deleteItemFormCart', stranger.token, a.id), 'NOT_FOUND', 'notFound');

    // A cart already in another market's currency takes no SGD lesson.
    const other = await twoLessons();
    await t.deps.db.insert(cartItems).values({
      userId: other.student.userId,
      itemType: 'Booking',
      itemId: other.b.id,
      currency: 'IDR',
    });
    expectError(await api.add(other.student.token, other.a.id), 'CONFLICT', 'cartOtherMarket');

    const removed = await api.change('deleteItemFormCart', student.token, a.id);
    expect(removed.data?.deleteItemFormCart).toEqual({ success: true, count: 0 });
  });

  it('pays the whole cart from balance with the voucher, all or nothing, once', async () => {
    const { first, student, a, b } = await twoLessons();
    await api.add(student.token, a.id);
    await api.add(student.token, b.id);
    const voucher = await tutorVoucher(t, first, { percentage: 20 });
    await claim(t, student.token, voucher.id);
    const total = a.due + b.due - 800;

    // Each first booking's prepaid lessons beyond the first return to the balance as it is paid, so the
    // balance needs to cover the larger booking only; 1,000 short of it, nothing is paid.
    await world.topUp(student.userId, a.due - 800 - 1000);
    expectError(await api.checkout(student.token, voucher.id), 'CONFLICT', 'insufficientBalance');
    expect(await statuses([a.id, b.id])).toEqual(['PENDING', 'PENDING']);
    expect((await api.cart(student.token)).data?.getUserCartsItems.count).toBe(2);
    expect(await world.balance(student.userId)).toBe(a.due - 800 - 1000);

    await world.topUp(student.userId, total - (a.due - 800 - 1000));
    const paid = await api.checkout(student.token, voucher.id);
    expect(paid.data?.checkoutCartWithAjarBalance).toMatchObject({
      success: true,
      totalPrice: total,
      totalDiscountAmount: 800,
    });
    expect(await statuses([a.id, b.id])).toEqual(['PAID', 'PAID']);
    // Each first booking's prepaid lessons beyond the first went back to the balance.
    expect(await world.balance(student.userId)).toBe(a.due - 4000 + (b.due - 3000));
    expect((await api.cart(student.token)).data?.getUserCartsItems.count).toBe(0);
    expectError(await api.checkout(student.token), 'CONFLICT', 'cartEmpty');
    await expectSoundLedger(t.deps.db);
  });

  it('pays the rest through the provider: balance first, then the cart settles when the payment does', async () => {
    const { first, student, a, b } = await twoLessons();
    await api.add(student.token, a.id);
    await api.add(student.token, b.id);
    const voucher = await tutorVoucher(t, first, { percentage: 20 });
    await claim(t, student.token, voucher.id);
    const total = a.due + b.due - 800;
    await world.topUp(student.userId, 5000);

    const payments = paymentApi(t);
    const offer = await payments.call(
      'GET',
      `/payments/paymentMethods/cart?voucherId=${voucher.id}&useBalance=true`,
      student.token,
    );
    expect(offer.body).toMatchObject({ amount: total - 5000, currency: 'SGD' });
    const created = await payments.createTransaction(student.token, {
      service: 'CART',
      voucherId: voucher.id,
      useBalance: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ service: 'CART', amount: total - 5000 });
    const back = await payments.payOnSandbox(created.body as never);
    expect(back.location).toContain('service=cart');

    expect(await statuses([a.id, b.id])).toEqual(['PAID', 'PAID']);
    expect(await world.balance(student.userId)).toBe(a.due - 4000 + (b.due - 3000));
    const listed = await t.gql<{
      getUserTransactions: { service: string; price: number; discountAmount: number }[];
    }>(
      '{ getUserTransactions(role: STUDENT) { service price discountAmount } }',
      {},
      { token: student.token },
    );
    expect(listed.data?.getUserTransactions[0]).toEqual({
      service: 'CART',
      price: total - 5000,
      discountAmount: 800,
    });
    const owner = await t.gql<{ getOneVoucherDetails: { usedAtCheckout: number; discountGiven: number } }>(
      'query($code: String!) { getOneVoucherDetails(voucherCode: $code) { usedAtCheckout discountGiven } }',
      { code: voucher.code },
      { token: first.token },
    );
    expect(owner.data?.getOneVoucherDetails).toEqual({ usedAtCheckout: 1, discountGiven: 800 });
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, a.id));
    expect(row).toMatchObject({ discountMinor: 800, voucherCode: voucher.code });

    // Each booking says what the card paid and what the student's own balance paid; together, the checkout's split.
    const seen = await t.gql<{
      getBookings: { amountPaidUsingUserBalance: number; amountPaidByCard: number }[];
    }>(
      '{ getBookings(role: STUDENT) { amountPaidUsingUserBalance amountPaidByCard } }',
      {},
      { token: student.token },
    );
    const parts = seen.data?.getBookings ?? [];
    expect(parts).toHaveLength(2);
    const sum = (pick: (part: (typeof parts)[number]) => number) =>
      parts.reduce((all, part) => all + pick(part), 0);
    expect(sum((part) => part.amountPaidByCard)).toBe(total - 5000);
    expect(sum((part) => part.amountPaidUsingUserBalance)).toBe(5000);
    await expectSoundLedger(t.deps.db);
  });
});
