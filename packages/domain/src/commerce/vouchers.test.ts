import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_CURRENCIES } from '../ledger';
import {
  VoucherRuleError,
  cartTotals,
  discountedPriceMinor,
  voucherDiscountMinor,
  type VoucherDiscount,
} from './vouchers';

const fixed = (discountAmount: number, discountCurrency: 'SGD' | 'IDR' = 'SGD'): VoucherDiscount => ({
  typeOfDiscount: 'Fixed',
  discountAmount,
  discountCurrency,
});
const percent = (discountOfPercentage: number): VoucherDiscount => ({
  typeOfDiscount: 'Percentage',
  discountOfPercentage,
});

describe('voucher discounts', () => {
  it('takes a fixed amount off, never below 0, and nothing in another currency', () => {
    expect(discountedPriceMinor(4000, 'SGD', fixed(500))).toBe(3500);
    expect(discountedPriceMinor(400, 'SGD', fixed(500))).toBe(0);
    expect(discountedPriceMinor(150_000, 'IDR', fixed(500))).toBe(150_000);
  });

  it('takes a percentage off, rounded half up to the minor unit', () => {
    expect(discountedPriceMinor(4000, 'SGD', percent(20))).toBe(3200);
    // 20% of 1,234 cents is 246.8 → 247.
    expect(voucherDiscountMinor(1234, 'SGD', percent(20))).toBe(247);
    // 15% of Rp 10,005 is 1,500.75 → 1,501.
    expect(voucherDiscountMinor(10_005, 'IDR', percent(15))).toBe(1501);
    expect(discountedPriceMinor(4000, 'SGD', percent(100))).toBe(0);
  });

  it('refuses a percentage outside 1..100 and amounts that are not minor units', () => {
    for (const bad of [0, 101, 12.5])
      expect(() => voucherDiscountMinor(100, 'SGD', percent(bad))).toThrow(VoucherRuleError);
    expect(() => voucherDiscountMinor(-1, 'SGD', percent(10))).toThrow(VoucherRuleError);
    expect(() => voucherDiscountMinor(100, 'SGD', fixed(1.5))).toThrow(VoucherRuleError);
  });

  it('never gives more than the price nor a negative price, in every currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MONEY_CURRENCIES),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.oneof(
          fc.integer({ min: 1, max: 100 }).map(percent),
          fc.integer({ min: 0, max: 2_000_000_000 }).map((amount) => fixed(amount)),
        ),
        (currency, price, discount) => {
          const off = voucherDiscountMinor(price, currency, discount);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(price);
          expect(discountedPriceMinor(price, currency, discount)).toBe(price - off);
        },
      ),
    );
  });
});

describe('cart totals', () => {
  it('sums lines and the discount on the lines the voucher applies to', () => {
    const lines = [
      { priceMinor: 4000, quantity: 1, applies: true },
      { priceMinor: 1500, quantity: 2, applies: false },
    ];
    expect(cartTotals(lines, 'SGD', percent(20))).toEqual({
      orginalTotalPrice: 7000,
      totalDiscountAmount: 800,
      totalPrice: 6200,
      lineDiscounts: [800, 0],
    });
    expect(cartTotals(lines, 'SGD', null)).toEqual({
      orginalTotalPrice: 7000,
      totalDiscountAmount: 0,
      totalPrice: 7000,
      lineDiscounts: [0, 0],
    });
    expect(cartTotals([], 'SGD', fixed(500))).toEqual({
      orginalTotalPrice: 0,
      totalDiscountAmount: 0,
      totalPrice: 0,
      lineDiscounts: [],
    });
    expect(() => cartTotals([{ priceMinor: 100, quantity: 0, applies: true }], 'SGD', null)).toThrow(
      VoucherRuleError,
    );
  });

  it('takes a fixed amount off once, line after line, and only the discountable part', () => {
    const lines = [
      { priceMinor: 300, quantity: 1, applies: true },
      { priceMinor: 9000, quantity: 1, applies: true, discountableMinor: 1000 },
      { priceMinor: 800, quantity: 1, applies: true },
    ];
    expect(cartTotals(lines, 'SGD', fixed(1500)).lineDiscounts).toEqual([300, 1000, 200]);
    expect(cartTotals(lines, 'SGD', percent(50)).lineDiscounts).toEqual([150, 500, 400]);
    expect(cartTotals(lines, 'IDR', fixed(1500)).totalDiscountAmount).toBe(0);
  });

  it('keeps total = original − discount ≥ 0 for any cart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            priceMinor: fc.integer({ min: 0, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 20 }),
            applies: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
        fc.integer({ min: 1, max: 100 }),
        (lines, pct) => {
          const totals = cartTotals(lines, 'SGD', percent(pct));
          expect(totals.totalPrice).toBe(totals.orginalTotalPrice - totals.totalDiscountAmount);
          expect(totals.totalPrice).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
