import type { CountryCode } from '@ajar/domain';
import { formatCurrencyMoney } from '../transactions';
import type { AssignmentItem } from './assignment-types';

type Priced = Pick<AssignmentItem, 'priceRangeStartPrice' | 'priceRangeEndPrice' | 'currency'>;

/** An hourly range in its own currency, e.g. "SG$ 10.00 – SG$ 100.00"; one amount when both ends meet. */
export function formatPriceRange(item: Priced, fallback: CountryCode): string {
  const start = formatCurrencyMoney(item.priceRangeStartPrice, item.currency, fallback);
  if (item.priceRangeStartPrice === item.priceRangeEndPrice) return start;
  return `${start} – ${formatCurrencyMoney(item.priceRangeEndPrice, item.currency, fallback)}`;
}
