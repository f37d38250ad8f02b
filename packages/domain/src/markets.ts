export const COUNTRY_CODES = ['sg', 'id', 'my', 'ph', 'in', 'lk', 'us'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = 'sg';

export type CurrencyCode = 'SGD' | 'IDR' | 'MYR' | 'PHP' | 'INR' | 'LKR' | 'USD';
export type Language = 'en' | 'id';

export interface PriceRange {
  readonly min: number;
  readonly max: number;
}

/** Amounts in a market's table are in MAJOR units (e.g. SGD dollars), as the spec states them. */
export interface Market {
  readonly code: CountryCode;
  readonly name: string;
  readonly currency: CurrencyCode;
  readonly symbol: string;
  readonly phoneCode: string;
  readonly suggestionRange: PriceRange;
  readonly minimumTariff: number;
  readonly sliderRange: PriceRange;
  readonly sliderStep: number;
  readonly timeZone: string;
  readonly language: Language;
}

/** Spec section 9. The US row is not in the spec's table; it mirrors Singapore's dollar ranges. */
export const MARKETS: Readonly<Record<CountryCode, Market>> = {
  sg: {
    code: 'sg',
    name: 'Singapore',
    currency: 'SGD',
    symbol: 'SG$',
    phoneCode: '+65',
    suggestionRange: { min: 10, max: 100 },
    minimumTariff: 2,
    sliderRange: { min: 0, max: 100 },
    sliderStep: 5,
    timeZone: 'Asia/Singapore',
    language: 'en',
  },
  id: {
    code: 'id',
    name: 'Indonesia',
    currency: 'IDR',
    symbol: 'Rp',
    phoneCode: '+62',
    suggestionRange: { min: 50000, max: 350000 },
    minimumTariff: 20000,
    sliderRange: { min: 10000, max: 500000 },
    sliderStep: 10000,
    timeZone: 'Asia/Jakarta',
    language: 'id',
  },
  my: {
    code: 'my',
    name: 'Malaysia',
    currency: 'MYR',
    symbol: 'RM',
    phoneCode: '+60',
    suggestionRange: { min: 30, max: 90 },
    minimumTariff: 7,
    sliderRange: { min: 30, max: 300 },
    sliderStep: 5,
    timeZone: 'Asia/Kuala_Lumpur',
    language: 'en',
  },
  ph: {
    code: 'ph',
    name: 'Philippines',
    currency: 'PHP',
    symbol: 'peso',
    phoneCode: '+63',
    suggestionRange: { min: 360, max: 1100 },
    minimumTariff: 75,
    sliderRange: { min: 0, max: 1000 },
    sliderStep: 5,
    timeZone: 'Asia/Manila',
    language: 'en',
  },
  in: {
    code: 'in',
    name: 'India',
    currency: 'INR',
    symbol: 'INR',
    phoneCode: '+91',
    suggestionRange: { min: 500, max: 1500 },
    minimumTariff: 100,
    sliderRange: { min: 500, max: 1500 },
    sliderStep: 5,
    timeZone: 'Asia/Kolkata',
    language: 'en',
  },
  lk: {
    code: 'lk',
    name: 'Sri Lanka',
    currency: 'LKR',
    symbol: 'Rs',
    phoneCode: '+94',
    suggestionRange: { min: 1300, max: 4000 },
    minimumTariff: 260,
    sliderRange: { min: 1300, max: 4000 },
    sliderStep: 5,
    timeZone: 'Asia/Colombo',
    language: 'en',
  },
  us: {
    code: 'us',
    name: 'United States',
    currency: 'USD',
    symbol: 'US$',
    phoneCode: '+1',
    suggestionRange: { min: 10, max: 100 },
    minimumTariff: 2,
    sliderRange: { min: 0, max: 100 },
    sliderStep: 5,
    timeZone: 'America/New_York',
    language: 'en',
  },
};

/** The footer's country selector, in the spec's order. */
export const COUNTRY_SELECTOR_ORDER: readonly CountryCode[] = ['sg', 'id', 'my', 'ph', 'lk', 'in'];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** The market whose currency this is (each market has its own), or null for a code no market uses. */
export function countryOfCurrency(currency: string): CountryCode | null {
  return COUNTRY_CODES.find((country) => MARKETS[country].currency === currency) ?? null;
}

export function marketOf(country: CountryCode): Market {
  return MARKETS[country];
}

/** Spec: languages are en, or id for the id country. */
export function languageForCountry(country: CountryCode): Language {
  return MARKETS[country].language;
}
