import { CURRENCY_DECIMALS, MARKETS, parseMajor, type CountryCode } from '@ajar/domain';

/** How a market's price-per-hour input behaves, in MAJOR units (spec section 9's table). */
export interface PriceInputRules {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly minimumTariff: number;
  /** Decimal places the input accepts: 0 for IDR, 2 elsewhere. */
  readonly precision: number;
}

export function priceInputRules(country: CountryCode): PriceInputRules {
  const market = MARKETS[country];
  return {
    min: market.sliderRange.min,
    max: market.sliderRange.max,
    step: market.sliderStep,
    minimumTariff: market.minimumTariff,
    precision: CURRENCY_DECIMALS[market.currency],
  };
}

/**
 * A price typed or slid in major units, as the integer minor units the API takes; null when it is not a
 * plain amount with at most the currency's decimals (e.g. Rp 1.5 or SG$ 12.505).
 */
export function priceToMinor(major: number | string | null | undefined, country: CountryCode): number | null {
  if (major === null || major === undefined || major === '') return null;
  const text = typeof major === 'number' ? numberText(major) : major;
  return parseMajor(text, MARKETS[country].currency);
}

/** Minor units from the API back to the major-unit number an input shows. */
export function priceToMajor(minor: number, country: CountryCode): number {
  const decimals = CURRENCY_DECIMALS[MARKETS[country].currency];
  return minor / 10 ** decimals;
}

/** Whether a major-unit amount reaches the market's minimum tariff. */
export function meetsMinimumTariff(minor: number, country: CountryCode): boolean {
  const market = MARKETS[country];
  const minimumMinor = parseMajor(String(market.minimumTariff), market.currency) ?? 0;
  return minor >= minimumMinor;
}

// Number → plain decimal text without exponent or float noise (12.5 → "12.5", 1e21 is out of range anyway).
function numberText(value: number): string {
  if (!Number.isFinite(value) || value < 0) return 'x';
  const fixed = value.toFixed(6).replace(/\.?0+$/, '');
  return fixed;
}
