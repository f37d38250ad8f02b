import {
  DEFAULT_COUNTRY,
  isCountryCode,
  languageForCountry,
  type CountryCode,
  type Language,
} from '@ajar/domain';

/** The market in a pathname's first segment, or null when it is not one of ours. */
export function countryFromPath(pathname: string): CountryCode | null {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  return isCountryCode(first) ? first : null;
}

/** Stored choice first (set at login or by the country switcher), else the language of the URL's market. */
export function resolveLanguage(stored: Language | null, urlCountry: CountryCode | null): Language {
  return stored ?? languageForCountry(urlCountry ?? DEFAULT_COUNTRY);
}
