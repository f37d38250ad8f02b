import { formatMoney, majorToMinor, MARKETS, type CountryCode } from '@ajar/domain';

/** The lowest suggested hourly price of a market, formatted in its currency and number style. */
export function startingPrice(country: CountryCode): string {
  const market = MARKETS[country];
  return formatMoney(majorToMinor(market.suggestionRange.min, market.currency), country);
}

export function suggestedRange(country: CountryCode): { min: string; max: string } {
  const market = MARKETS[country];
  return {
    min: startingPrice(country),
    max: formatMoney(majorToMinor(market.suggestionRange.max, market.currency), country),
  };
}
