import { countryPath, type CountryCode } from '@ajar/domain';

/**
 * The same page under another market: /sg/login?x=1 → /id/login?x=1. Every page lives under
 * /:country, so the first segment is the market's slot even when it holds an unknown one.
 */
export function switchCountryPath(pathname: string, search: string, country: CountryCode): string {
  const rest = pathname
    .split('/')
    .filter((segment) => segment.length > 0)
    .slice(1);
  return countryPath(country, rest.join('/')) + search;
}
