import { countryOfCurrency, formatMoney, type CountryCode } from '@ajar/domain';
import { useCountry } from '../../shared/market/country-context';

/** The market whose currency the cart is in (its items' market), else the page's. */
export function useCartMarket(currency: string | undefined): CountryCode {
  const pageCountry = useCountry();
  return (currency && countryOfCurrency(currency)) || pageCountry;
}

/** Amounts of the cart, written in its currency. */
export function useCartMoney(currency: string | undefined): (amountMinor: number) => string {
  const country = useCartMarket(currency);
  return (amountMinor) => formatMoney(amountMinor, country);
}
