import { MARKETS, formatMoney, isCountryCode, type CountryCode } from '@ajar/domain';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useCountry } from '../../../shared/market/country-context';

/** How a class's amounts and times read: money in its market's format, times in its market's zone. */
export function useClassFormat(classCountry?: string) {
  const page = useCountry();
  const country: CountryCode = classCountry && isCountryCode(classCountry) ? classCountry : page;
  return {
    country,
    money: (amountMinor: number) => formatMoney(amountMinor, country),
    when: (iso: string) => formatMarketDate(iso, country, 'ddd D MMM YYYY, HH:mm'),
    day: (iso: string) => formatMarketDate(iso, country, 'ddd D MMM'),
    time: (iso: string) => formatMarketDate(iso, country, 'HH:mm'),
    zone: MARKETS[country].timeZone.replace('_', ' '),
  };
}
