import type { CurrencyCode } from '../markets';

/*
 * Voucher and cart money rules (issue 17; spec section 5: 'the discounted price never drops below 0. Fixed:
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
}

/**
 * A cart's totals: each line's price × quantity, and the discount a voucher gives on the lines it applies to
 * (`applies`), each line discounted on its own and never below 0.
 */
export function cartTotals(
  lines: readonly { readonly priceMinor: number; readonly quantity: number; readonly applies: boolean }[],
  currency: CurrencyCode,
  discount: VoucherDiscount | null,
): CartTotals {
  let original = 0;
  let off = 0;
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw new VoucherRuleError('a quantity below 1');
    const amount = line.priceMinor * line.quantity;
    assertMinor(amount, 'a line');
    original += amount;
    if (discount && line.applies) off += voucherDiscountMinor(amount, currency, discount);
  }
  return { orginalTotalPrice: original, totalDiscountAmount: off, totalPrice: original - off };
}
