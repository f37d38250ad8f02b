import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  COUNTRY_SELECTOR_ORDER,
  MARKETS,
  countryOfCurrency,
  isCountryCode,
  languageForCountry,
} from './markets';

describe('markets', () => {
  it('matches the spec table for every listed country', () => {
    expect(MARKETS.id).toMatchObject({
      symbol: 'Rp',
      phoneCode: '+62',
      suggestionRange: { min: 50000, max: 350000 },
      minimumTariff: 20000,
      sliderRange: { min: 10000, max: 500000 },
      sliderStep: 10000,
      currency: 'IDR',
    });
    expect(MARKETS.sg).toMatchObject({ symbol: 'SG$', phoneCode: '+65', minimumTariff: 2, currency: 'SGD' });
    expect(MARKETS.lk).toMatchObject({
      symbol: 'Rs',
      sliderRange: { min: 1300, max: 4000 },
      currency: 'LKR',
    });
  });

  it('keeps each range ordered and the minimum tariff inside the slider', () => {
    for (const code of COUNTRY_CODES) {
      const market = MARKETS[code];
      expect(market.suggestionRange.min).toBeLessThan(market.suggestionRange.max);
      expect(market.sliderRange.min).toBeLessThan(market.sliderRange.max);
      expect(market.minimumTariff).toBeLessThanOrEqual(market.sliderRange.max);
      expect(market.code).toBe(code);
    }
  });

  it('orders the selector as the spec says and speaks Indonesian only in id', () => {
    expect(COUNTRY_SELECTOR_ORDER.map((c) => MARKETS[c].name)).toEqual([
      'Singapore',
      'Indonesia',
      'Malaysia',
      'Philippines',
      'Sri Lanka',
      'India',
    ]);
    expect(COUNTRY_CODES.filter((c) => languageForCountry(c) === 'id')).toEqual(['id']);
    expect(isCountryCode('sg')).toBe(true);
    expect(isCountryCode('vn')).toBe(false);
  });

  it('finds the one market of each currency', () => {
    for (const country of COUNTRY_CODES) expect(countryOfCurrency(MARKETS[country].currency)).toBe(country);
    expect(countryOfCurrency('EUR')).toBeNull();
  });
});
