import { isCountryCode, type CountryCode } from '@ajar/domain';

/** The market a profile belongs to (its prices and dates follow it), else the page's market. */
export function profileMarket(country: string, pageCountry: CountryCode): CountryCode {
  return isCountryCode(country) ? country : pageCountry;
}

/** Spec section 7: getProfile's source code for a visit that came from search. */
export const SEARCH_VIEW_SOURCE = 'SRCH';

/** `?src=SRCH` on the profile address marks a visit from search; any other value is ignored. */
export function viewSourceOf(search: URLSearchParams): string | undefined {
  return search.get('src') === SEARCH_VIEW_SOURCE ? SEARCH_VIEW_SOURCE : undefined;
}
