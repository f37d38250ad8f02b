import { MARKETS, type CountryCode, type CurrencyCode } from '../markets';

/*
 * Ajar credits: a currency of their own, bought with money in each market and spent on boosts,
 * voucher fees and vouchers that carry a credits price. They are whole numbers and live in the ledger, like
 * balance, under the currency code AJC.
 */

/** The ledger's currency code of Ajar credits (not an ISO currency: no market sells in it). */
export const AJAR_CREDITS = 'AJC' as const;
export type AjarCredits = typeof AJAR_CREDITS;

/** What one credit costs in each market's currency, in minor units (about 10 US cents everywhere). */
export const CREDIT_PRICE_MINOR: Readonly<Record<CurrencyCode, number>> = {
  SGD: 15,
  IDR: 1_500,
  MYR: 45,
  PHP: 550,
  INR: 850,
  LKR: 3_000,
  USD: 10,
};

/** A purchase buys whole credits within these bounds. */
export const CREDITS_PURCHASE_MIN = 10;
export const CREDITS_PURCHASE_MAX = 10_000;
/** The amounts the buy page offers first. */
export const CREDIT_PACKS = [50, 100, 250, 500] as const;

/** The spec's Credit price (price, currency, amount): `amount` credits cost `price` minor units of `currency`. */
export interface CreditPrice {
  readonly price: number;
  readonly currency: CurrencyCode;
  readonly amount: number;
}

export function creditPriceOf(country: CountryCode): CreditPrice {
  const { currency } = MARKETS[country];
  return { price: CREDIT_PRICE_MINOR[currency], currency, amount: 1 };
}

export function isCreditsPurchaseAmount(credits: unknown): credits is number {
  return (
    typeof credits === 'number' &&
    Number.isSafeInteger(credits) &&
    credits >= CREDITS_PURCHASE_MIN &&
    credits <= CREDITS_PURCHASE_MAX
  );
}

/** What `credits` credits cost in `currency`, in minor units (before the transaction fee). */
export function creditsPriceMinor(credits: number, currency: CurrencyCode): number {
  if (!isCreditsPurchaseAmount(credits)) throw new RangeError(`Not a credits purchase: ${credits}`);
  return credits * CREDIT_PRICE_MINOR[currency];
}

/** Why credits moved, as a credit history line's type. */
export const CREDIT_HISTORY_TYPES = ['PURCHASE', 'BOOST', 'VOUCHER_FEE', 'VOUCHER_CLAIM', 'STORAGE'] as const;
export type CreditHistoryType = (typeof CREDIT_HISTORY_TYPES)[number];
