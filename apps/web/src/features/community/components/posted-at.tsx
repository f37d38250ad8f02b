import type { CountryCode } from '@ajar/domain';
import { formatMarketDate } from '../../../shared/format/market-date';

export function PostedAt({ iso, country }: { iso: string; country: CountryCode }) {
  return <time dateTime={iso}>{formatMarketDate(iso, country, 'D MMM YYYY, HH:mm')}</time>;
}
