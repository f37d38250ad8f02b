import { CURRENCY_DECIMALS, type CurrencyCode } from '@ajar/domain';

/** Amounts are typed in the currency's major unit (S$ 20.50) and travel in minor units (2050). */
export function toMinor(major: number, currency: string): number {
  const decimals = CURRENCY_DECIMALS[currency as CurrencyCode] ?? 2;
  return Math.round(major * 10 ** decimals);
}

export function toMajor(minor: number, currency: string): number {
  const decimals = CURRENCY_DECIMALS[currency as CurrencyCode] ?? 2;
  return minor / 10 ** decimals;
}
