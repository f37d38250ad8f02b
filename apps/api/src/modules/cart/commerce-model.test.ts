import { systemAccount } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookingMutation, bookingWorld, bookings } from '../booking/testing';
import { balanceOf, expectSoundLedger } from '../ledger/testing';
import { claim, generalVoucher, giveCredits, tutorVoucher } from '../voucher/testing';
import { cartApi } from './testing/cart-test-helpers';

/**
 * Vouchers and the cart against a model. Each run: a student, tutor A (SG$40 an hour) with a 20%
 * voucher (V), tutor B (SG$30) without, and Ajar's 10% general-use voucher sold for 10 credits (G). A random
 * sequence of top-ups, credits, bookings, claims, vouchers applied at checkout, cart additions, cart checkouts
 * from balance (with V, G or none), payments with balance and cancels. The model predicts every answer; after
 * every step the server must hold the model's balance, credits, booking statuses and discounts, cart count and
 * claim flags; PROMOTIONS must have paid exactly the general-use discounts of the live paid bookings; and the
 * ledger must sum to zero with every cached balance equal to its entries.
 */

type Voucher = 'V' | 'G';
type Operation =
  | { readonly type: 'topUp'; readonly amount: number }
  | { readonly type: 'credits' }
  | { readonly type: 'book'; readonly tutor: 'A' | 'B' }
  | { readonly type: 'claim'; readonly voucher: Voucher }
  | { readonly type: 'apply'; readonly booking: number; readonly voucher: Voucher }
  | { readonly type: 'add'; readonly booking: number }
  | { readonly type: 'checkout'; readonly voucher: Voucher | null }
  | { readonly type: 'pay'; readonly booking: number }
  | { readonly type: 'cancel'; readonly booking: number };

const voucher = fc.constantFrom<Voucher>('V', 'G');
const booking = fc.nat({ max: 4 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ type: fc.constant('topUp' as const), amount: fc.constantFrom(2_000, 10_000, 60_000) }),
  fc.record({ type: fc.constant('credits' as const) }),
  fc.record({ type: fc.constant('book' as const), tutor: fc.constantFrom<'A' | 'B'>('A', 'B') }),
  fc.record({ type: fc.constant('claim' as const), voucher }),
  fc.record({ type: fc.constant('apply' as const), booking, voucher }),
  fc.record({ type: fc.constant('add' as const), booking }),
  fc.record({ type: fc.constant('checkout' as const), voucher: fc.option(voucher, { nil: null }) }),
  fc.record({ type: fc.constant('pay' as const), booking }),
  fc.record({ type: fc.constant('cancel' as const), booking }),
);

/** A walk through the interesting states, played first. */
const EXAMPLE: Operation[] = [
  { type: 'book', tutor: 'A' },
  { type: 'book', tutor: 'B' },
  { type: 'apply', booking: 1, voucher: 'V' },
  { type: 'apply', booking: 0, voucher: 'G' },
  { type: 'credits' },
  { type: 'claim', voucher: 'G' },
  { type: 'add', booking: 0 },
  { type: 'add', booking: 1 },
  { type: 'claim', voucher: 'V' },
  { type: 'checkout', voucher: 'V' },
  { type: 'topUp', amount: 60_000 },
  { type: 'checkout', voucher: 'V' },
  { type: 'cancel', booking: 0 },
  { type: 'book', tutor: 'B' },
  { type: 'apply', booking: 2, voucher: 'G' },
  { type: 'pay', booking: 2 },
  { type: 'cancel', booking: 2 },
];

interface ModelBooking {
  readonly id: string;
  readonly tutor: 'A' | 'B';
  readonly price: number;
  readonly due: number;
  status: 'PENDING' | 'PAID' | 'CANCELLED';
  discount: number;
  voucher: Voucher | null;
  inCart: boolean;
}

const PRICES = { A: 4000, B: 3000 } as const;
const PERCENT = { V: 20, G: 10 } as const;
const live = (row: ModelBooking) => row.status !== 'CANCELLED';
const keyOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  String(answer.errors?.[0]?.extensions?.['messageKey'] ?? 'OK');

describe('vouchers and the cart against a model', () => {
  let t: TestApp;
  let world: ReturnType<typeof bookingWorld>;
  let api: ReturnType<typeof cartApi>;
  const reached = new Set<string>();
  beforeAll(async () => {
    t = await startTestApp();
    world = bookingWorld(t);
    api = cartApi(t, world);
  });
  afterAll(() => t.close());

  async function play(operations: readonly Operation[]): Promise<void> {
    const tutors = { A: await world.tutor(PRICES.A), B: await world.tutor(PRICES.B) };
    const student = await world.student();
    const v = await tutorVoucher(t, tutors.A, { percentage: PERCENT.V, uses: 10, tier: 'starter' });
    const g = await generalVoucher(t, { percentage: PERCENT.G, buyerCreditsPrice: 10 });
    const ids = { V: v.id, G: g.id } as const;
    const codes = { V: v.code, G: g.code } as const;
    const promotions = () => balanceOf(t.deps.db, systemAccount('PROMOTIONS', 'SGD'));
    const promotionsAtStart = await promotions();
    let balance = 0;
    let credits = 0;
    const claimed = { V: false, G: false };
    const rows: ModelBooking[] = [];
    const usedBy = (which: Voucher, except: readonly string[] = []) =>
      rows.some((row) => row.voucher === which && live(row) && !except.includes(row.id));
    const applies = (which: Voucher, row: ModelBooking) => which === 'G' || row.tutor === 'A';
    const discountOf = (which: Voucher, row: ModelBooking) => Math.round((row.price * PERCENT[which]) / 100);
    /** Pays a booking from the model's balance; false when it is short (nothing changes then). */
    const payFromBalance = (row: ModelBooking) => {
      const rest = row.due - row.discount;
      if (balance < rest) return false;
      balance = balance - rest + (row.due - row.price);
      row.status = 'PAID';
      row.inCart = false;
      return true;
    };

    for (const [index, step] of operations.entries()) {
      const row = 'booking' in step ? rows[step.booking % Math.max(rows.length, 1)] : undefined;
      let expected = 'OK';
      let answer: { errors?: readonly { extensions?: Record<string, unknown> }[] } = {};
      if (step.type === 'topUp') {
        await world.topUp(student.userId, step.amount);
        balance += step.amount;
      } else if (step.type === 'credits') {
        await giveCredits(t, student.userId, 20);
        credits += 20;
      } else if (step.type === 'book') {
        const added = await api.pending(student, tutors[step.tutor], 30 + index * 3);
        rows.push({
          id: added.id,
          tutor: step.tutor,
          price: PRICES[step.tutor],
          due: added.due,
          status: 'PENDING',
          discount: 0,
          voucher: null,
          inCart: false,
        });
      } else if (step.type === 'claim') {
        answer = await claim(t, student.token, ids[step.voucher]);
        if (claimed[step.voucher]) expected = 'voucherAlreadyClaimed';
        else if (step.voucher === 'G' && credits < 10) expected = 'notEnoughCredits';
        else {
          claimed[step.voucher] = true;
          if (step.voucher === 'G') credits -= 10;
        }
      } else if (step.type === 'apply' && row) {
        answer = await t.gql(
          'mutation($id: ID!, $code: String) { updateBooking(id: $id, voucherCode: $code) { pvid } }',
          { id: row.id, code: codes[step.voucher] },
          { token: student.token },
        );
        if (row.voucher === step.voucher) expected = 'OK';
        else if (row.status !== 'PENDING') expected = 'bookingActionNotAllowed';
        else if (!applies(step.voucher, row)) expected = 'voucherNotForThis';
        else if (!claimed[step.voucher] && step.voucher === 'G') expected = 'voucherNotClaimed';
        else if (usedBy(step.voucher, [row.id])) expected = 'voucherUsed';
        else {
          claimed[step.voucher] = true;
          row.voucher = step.voucher;
          row.discount = discountOf(step.voucher, row);
        }
      } else if (step.type === 'add' && row) {
        answer = await api.add(student.token, row.id);
        if (row.status !== 'PENDING') expected = 'cartItemUnavailable';
        else row.inCart = true;
      } else if (step.type === 'checkout') {
        answer = await api.checkout(student.token, step.voucher ? ids[step.voucher] : undefined);
        const cart = rows.filter((item) => item.inCart && item.status === 'PENDING');
        const which = step.voucher;
        if (cart.length === 0) expected = 'cartEmpty';
        else if (which && !cart.some((item) => applies(which, item))) expected = 'voucherNotForThis';
        else if (which && !claimed[which]) expected = 'voucherNotClaimed';
        else if (
          which &&
          usedBy(
            which,
            cart.map((item) => item.id),
          )
        )
          expected = 'voucherUsed';
        else {
          const before = { balance, cart: cart.map((item) => ({ ...item })) };
          for (const item of cart)
            if (which && applies(which, item)) {
              item.voucher = which;
              item.discount = discountOf(which, item);
            }
          const ordered = [...cart].sort((a, b) => a.id.localeCompare(b.id));
          if (!ordered.every(payFromBalance)) {
            expected = 'insufficientBalance';
            balance = before.balance;
            for (const [at, item] of cart.entries()) Object.assign(item, before.cart[at]);
          } else for (const item of rows) item.inCart = false;
        }
      } else if (step.type === 'pay' && row) {
        answer = await t.gql(
          'mutation($id: ID!) { updateBooking(id: $id, status: PAID) { pvid } }',
          { id: row.id },
          { token: student.token },
        );
        if (row.status !== 'PENDING') expected = 'bookingActionNotAllowed';
        else if (!payFromBalance(row)) expected = 'insufficientBalance';
      } else if (step.type === 'cancel' && row) {
        const name = row.status === 'PENDING' ? 'cancelBookingBeforePaid' : 'cancelBooking';
        answer = await t.gql(bookingMutation(name), { bookingId: row.id }, { token: student.token });
        if (row.status === 'CANCELLED') expected = 'bookingActionNotAllowed';
        else {
          if (row.status === 'PAID') balance += row.price - row.discount;
          row.status = 'CANCELLED';
          row.inCart = false;
        }
      }
      expect(keyOf(answer), `${index}: ${JSON.stringify(step)}`).toBe(expected);
      reached.add(`${step.type}:${expected}`);

      expect(await world.balance(student.userId)).toBe(balance);
      const server = await t.gql<{
        getUserCredits: { credits: number };
        getUserCartsItems: { count: number };
        getUserVoucherClaims: { id: string; isUsedBefore: boolean }[];
      }>(
        '{ getUserCredits { credits } getUserCartsItems { count } getUserVoucherClaims { id isUsedBefore } }',
        {},
        { token: student.token },
      );
      expect(server.data?.getUserCredits.credits).toBe(credits);
      expect(server.data?.getUserCartsItems.count).toBe(
        rows.filter((item) => item.inCart && item.status === 'PENDING').length,
      );
      expect(
        Object.fromEntries(
          (server.data?.getUserVoucherClaims ?? []).map((item) => [item.id, item.isUsedBefore]),
        ),
      ).toEqual(
        Object.fromEntries(
          (['V', 'G'] as const).filter((which) => claimed[which]).map((which) => [ids[which], usedBy(which)]),
        ),
      );
      for (const item of rows) {
        const [stored] = await t.deps.db
          .select({ status: bookings.status, discount: bookings.discountMinor })
          .from(bookings)
          .where(eq(bookings.id, item.id));
        expect(stored).toEqual({ status: item.status, discount: item.discount });
      }
      const promoted = rows
        .filter((item) => item.status === 'PAID' && item.voucher === 'G')
        .reduce((sum, item) => sum + item.discount, 0);
      expect(await promotions()).toBe(promotionsAtStart - promoted);
      await expectSoundLedger(t.deps.db);
    }
  }

  it('keeps balance, credits, bookings, the cart, claims and the ledger as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 6, maxLength: 16 }), (operations) =>
        play(operations),
      ),
      { numRuns: 20, examples: [[EXAMPLE]] },
    );
    for (const state of ['apply:OK', 'checkout:OK', 'checkout:insufficientBalance', 'claim:OK', 'cancel:OK'])
      expect([...reached].sort().join(' ')).toContain(state);
  }, 300_000);
});
