import { majorToMinor, marketOf, type CountryCode } from '@ajar/domain';

/** A slider selection in MAJOR units of the market's currency, [low, high]. */
export type PriceSelection = readonly [number, number];

/** The API's PriceRange: minor units, inclusive; an open end is left out. */
export interface MinorPriceRange {
  readonly startPrice?: number;
  readonly endPrice?: number;
}

/** The market's price-per-hour slider (spec section 9), in major units. */
export function sliderBounds(country: CountryCode): { min: number; max: number; step: number } {
  const { sliderRange, sliderStep } = marketOf(country);
  return { min: sliderRange.min, max: sliderRange.max, step: sliderStep };
}

/** True when the selection is the whole slider, i.e. no price filter. */
export function isFullRange(selection: PriceSelection, country: CountryCode): boolean {
  const { min, max } = sliderBounds(country);
  return selection[0] <= min && selection[1] >= max;
}

/**
 * The slider's ends are open: a handle left at the slider's minimum or maximum does not exclude
 * tutors priced beyond it (the slider only spans the usual prices of the market).
 */
export function toMinorPriceRange(
  selection: PriceSelection | null,
  country: CountryCode,
): MinorPriceRange | undefined {
  if (!selection || isFullRange(selection, country)) return undefined;
  const { min, max } = sliderBounds(country);
  const { currency } = marketOf(country);
  const range: { startPrice?: number; endPrice?: number } = {};
  if (selection[0] > min) range.startPrice = majorToMinor(selection[0], currency);
  if (selection[1] < max) range.endPrice = majorToMinor(selection[1], currency);
  return range;
}

/** `price=10-80` (major units) from the URL, kept inside the slider; null when absent or malformed. */
export function parsePriceParam(raw: string | null, country: CountryCode): PriceSelection | null {
  const match = raw === null ? null : /^(\d{1,9})-(\d{1,9})$/.exec(raw);
  if (!match) return null;
  const { min, max } = sliderBounds(country);
  const low = Math.max(min, Math.min(max, Number(match[1])));
  const high = Math.max(min, Math.min(max, Number(match[2])));
  if (low > high) return null;
  const selection: PriceSelection = [low, high];
  return isFullRange(selection, country) ? null : selection;
}

export function priceParam(selection: PriceSelection, country: CountryCode): string | null {
  return isFullRange(selection, country) ? null : `${selection[0]}-${selection[1]}`;
}
