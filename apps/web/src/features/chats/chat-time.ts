import type { CountryCode } from '@ajar/domain';
import { formatMarketDate } from '../../shared/format/market-date';

const DAY = 'YYYY-MM-DD';

/** Which calendar day an instant is in the market's time zone, relative to now. */
export function marketDayOffset(iso: string, country: CountryCode, now: Date = new Date()): number {
  const day = Date.parse(formatMarketDate(iso, country, DAY));
  const today = Date.parse(formatMarketDate(now.toISOString(), country, DAY));
  return Math.round((today - day) / 86_400_000);
}

/** The room list's time: the clock today, else the date, both in the market's time zone. */
export function formatRoomTime(
  iso: string,
  country: CountryCode,
  labels: { readonly yesterday: string },
  now: Date = new Date(),
): string {
  const offset = marketDayOffset(iso, country, now);
  if (offset <= 0) return formatMarketDate(iso, country, 'HH:mm');
  if (offset === 1) return labels.yesterday;
  const sameYear =
    formatMarketDate(iso, country, 'YYYY') === formatMarketDate(now.toISOString(), country, 'YYYY');
  return formatMarketDate(iso, country, sameYear ? 'D MMM' : 'D MMM YYYY');
}

/** A message's clock time in the market's time zone. */
export function formatMessageTime(iso: string, country: CountryCode): string {
  return formatMarketDate(iso, country, 'HH:mm');
}

/** The divider above a day's first message. */
export function formatDayDivider(
  iso: string,
  country: CountryCode,
  labels: { readonly today: string; readonly yesterday: string },
  now: Date = new Date(),
): string {
  const offset = marketDayOffset(iso, country, now);
  if (offset <= 0) return labels.today;
  if (offset === 1) return labels.yesterday;
  return formatMarketDate(iso, country, 'dddd, D MMM YYYY');
}

export function marketDayKey(iso: string, country: CountryCode): string {
  return formatMarketDate(iso, country, DAY);
}
