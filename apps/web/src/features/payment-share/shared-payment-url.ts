import { countryPath, type CountryCode } from '@ajar/domain';

/** The page a shared payment link opens: /{country}/payment/share/{urlCode}. */
export function sharedPaymentUrl(origin: string, country: CountryCode, code: string): string {
  return `${origin}${countryPath(country, `payment/share/${encodeURIComponent(code)}`)}`;
}
