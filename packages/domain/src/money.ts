import { MARKETS, type CountryCode, type CurrencyCode } from './markets';

/** Decimal places of each currency's minor unit. IDR has none in practice (spec: 0 decimals for id). */
export const CURRENCY_DECIMALS: Readonly<Record<CurrencyCode, number>> = {
  SGD: 2,
  IDR: 0,
  MYR: 2,
  PHP: 2,
  INR: 2,
  LKR: 2,
  USD: 2,
};

/** An exact amount: integer minor units plus an ISO currency. Never a float. */
export interface Money {
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
}

export class MoneyError extends Error {}

/**
 * The largest amount (minor units) an API `Money` value carries: 2^53 − 1, the last integer a JSON number
 * (an IEEE double) holds exactly. Prices are bounded far below it per market (`maximumPriceMinor`).
 */
export const MAX_SAFE_MINOR = Number.MAX_SAFE_INTEGER;

/** Whether a value is an exact amount in minor units: an integer within ±(2^53 − 1). */
export function isMoneyAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function assertMinor(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor)) throw new MoneyError(`Not an integer amount: ${amountMinor}`);
}

export function money(amountMinor: number, currency: CurrencyCode): Money {
  assertMinor(amountMinor);
  return { amountMinor, currency };
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new MoneyError(`Currency mismatch: ${a.currency} and ${b.currency}`);
  return money(a.amountMinor + b.amountMinor, a.currency);
}

/** Whole major units (as the spec's price tables state them) to minor units. */
export function majorToMinor(major: number, currency: CurrencyCode): number {
  if (!Number.isSafeInteger(major)) throw new MoneyError(`Not a whole amount: ${major}`);
  return major * 10 ** CURRENCY_DECIMALS[currency];
}

/**
 * Parses a typed decimal string ("12.50", "12,50" is refused) into minor units without floats.
 * Returns null when the text is not a plain non-negative amount with at most the currency's decimals.
 */
export function parseMajor(text: string, currency: CurrencyCode): number | null {
  const decimals = CURRENCY_DECIMALS[currency];
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const minor = Number(whole + fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

interface NumberFormat {
  readonly thousands: string;
  readonly decimal: string;
  readonly decimals: number;
}

/** Spec section 9: for id '.' thousands, ',' decimal, 0 decimals; otherwise ',' and '.', 2 decimals. */
export function numberFormatFor(country: CountryCode): NumberFormat {
  return country === 'id'
    ? { thousands: '.', decimal: ',', decimals: 0 }
    : { thousands: ',', decimal: '.', decimals: 2 };
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Minor units as plain major text, without grouping: 2050 SGD → "20.50", 150000 IDR → "150000". */
export function majorText(amountMinor: number, currency: CurrencyCode): string {
  assertMinor(amountMinor);
  const decimals = CURRENCY_DECIMALS[currency];
  const digits = String(Math.abs(amountMinor)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const sign = amountMinor < 0 ? '-' : '';
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${digits.slice(-decimals)}`;
}

/** A whole count (e.g. credits) with the market's thousands separator: 12500 → "12,500" (sg), "12.500" (id). */
export function formatCount(count: number, country: CountryCode): string {
  if (!Number.isSafeInteger(count)) throw new MoneyError(`Not a whole count: ${count}`);
  const digits = groupThousands(String(Math.abs(count)), numberFormatFor(country).thousands);
  return count < 0 ? `-${digits}` : digits;
}

/** Formats minor units of the market's currency as a plain number, e.g. 123456 SGD → "1,234.56". */
export function formatAmount(amountMinor: number, country: CountryCode): string {
  assertMinor(amountMinor);
  const { thousands, decimal, decimals } = numberFormatFor(country);
  const currencyDecimals = CURRENCY_DECIMALS[MARKETS[country].currency];
  const negative = amountMinor < 0;
  const abs = BigInt(Math.abs(amountMinor));
  const scale = 10n ** BigInt(currencyDecimals);
  const target = 10n ** BigInt(decimals);
  // Rescale to the display precision, rounding half away from zero, in integers.
  let scaled = abs * target;
  scaled = (scaled + scale / 2n) / scale;
  const whole = (scaled / target).toString();
  const fraction = decimals > 0 ? decimal + (scaled % target).toString().padStart(decimals, '0') : '';
  return `${negative ? '-' : ''}${groupThousands(whole, thousands)}${fraction}`;
}

/** "SG$ 1,234.56", "Rp 150.000". */
export function formatMoney(amountMinor: number, country: CountryCode): string {
  return `${MARKETS[country].symbol} ${formatAmount(amountMinor, country)}`;
}
