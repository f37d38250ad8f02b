import type { CurrencyCode } from '../markets';

/*
 * Voucher and cart money rules (spec section 5: 'the discounted price never drops below 0. Fixed:
 * price minus discountAmount. Percentage: price minus that percentage'). Amounts are integer minor units;
 * a percentage discount is rounded half up to the currency's minor unit, in integers.
 */

export const VOUCHER_DISCOUNT_TYPES = ['Fixed', 'Percentage'] as const;
export type VoucherDiscountType = (typeof VOUCHER_DISCOUNT_TYPES)[number];

/** A voucher's discount: a fixed amount in one currency, or a whole percentage of the price (1 to 100). */
export type VoucherDiscount =
  | {
      readonly typeOfDiscount: 'Fixed';
      readonly discountAmount: number;
      readonly discountCurrency: CurrencyCode;
    }
  | { readonly typeOfDiscount: 'Percentage'; readonly discountOfPercentage: number };

export class VoucherRuleError extends Error {
  override readonly name = 'VoucherRuleError';
}

function assertMinor(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new VoucherRuleError(`${what} is not a minor amount`);
}

/**
 * What a voucher takes off a price in `currency`: never more than the price (so the price never drops below
 * 0), and nothing when a fixed voucher is in another currency (it does not apply there).
 */
export function voucherDiscountMinor(
  priceMinor: number,
  currency: CurrencyCode,
  discount: VoucherDiscount,
): number {
  assertMinor(priceMinor, 'the price');
  if (discount.typeOfDiscount === 'Fixed') {
    assertMinor(discount.discountAmount, 'the discount');
    if (discount.discountCurrency !== currency) return 0;
    return Math.min(discount.discountAmount, priceMinor);
  }
  const percent = discount.discountOfPercentage;
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new VoucherRuleError('the percentage is not a whole number from 1 to 100');
  return Number((BigInt(priceMinor) * BigInt(percent) + 50n) / 100n);
}

/** The price after the voucher: price minus its discount, at least 0. */
export function discountedPriceMinor(
  priceMinor: number,
  currency: CurrencyCode,
  discount: VoucherDiscount,
): number {
  return priceMinor - voucherDiscountMinor(priceMinor, currency, discount);
}

/** The spec's Cart totals: orginalTotalPrice (its spelling), totalDiscountAmount and totalPrice. */
export interface CartTotals {
  readonly orginalTotalPrice: number;
  readonly totalDiscountAmount: number;
  readonly totalPrice: number;
  /** Each line's share of the discount, in the lines' order. */
  readonly lineDiscounts: readonly number[];
}

export interface CartLine {
  readonly priceMinor: number;
  readonly quantity: number;
  /** Whether the voucher applies to this line (its tutor's lessons, or any lesson of its market). */
  readonly applies: boolean;
  /**
   * The part of the line a voucher may take from: a booking's lesson price, when a first booking also asks
   * for prepaid lessons. Defaults to the line's whole amount.
   */
  readonly discountableMinor?: number;
}

/**
 * A cart's totals with one use of a voucher: a percentage comes off every line it applies to (each rounded
 * on its own); a fixed amount comes off once, line after line, until it is used up. No line drops below 0.
 */
export function cartTotals(
  lines: readonly CartLine[],
  currency: CurrencyCode,
  discount: VoucherDiscount | null,
): CartTotals {
  let original = 0;
  let fixedLeft =
    discount?.typeOfDiscount === 'Fixed' && discount.discountCurrency === currency
      ? discount.discountAmount
      : 0;
  const lineDiscounts = lines.map((line) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw new VoucherRuleError('a quantity below 1');
    const amount = line.priceMinor * line.quantity;
    assertMinor(amount, 'a line');
    original += amount;
    if (!discount || !line.applies) return 0;
    const base = Math.min(line.discountableMinor ?? amount, amount);
    if (discount.typeOfDiscount === 'Percentage') return voucherDiscountMinor(base, currency, discount);
    const take = Math.min(fixedLeft, base);
    fixedLeft -= take;
    return take;
  });
  const off = lineDiscounts.reduce((sum, value) => sum + value, 0);
  return { orginalTotalPrice: original, totalDiscountAmount: off, totalPrice: original - off, lineDiscounts };
}
