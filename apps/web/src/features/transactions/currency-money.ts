import { countryOfCurrency, formatMoney, type CountryCode } from '@ajar/domain';

/** The market whose currency `currency` is; the page's market when none is (an unknown code). */
export function marketOfCurrency(currency: string, fallback: CountryCode): CountryCode {
  return countryOfCurrency(currency) ?? fallback;
}

/** Minor units of `currency`, written the way its own market writes money, e.g. "Rp 150.000". */
export function formatCurrencyMoney(amountMinor: number, currency: string, fallback: CountryCode): string {
  return formatMoney(amountMinor, marketOfCurrency(currency, fallback));
}
