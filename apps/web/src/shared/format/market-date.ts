import { MARKETS, type CountryCode } from '@ajar/domain';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import './dayjs-language';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);

/** An instant shown as the calendar date it was in the market's own time zone, e.g. "3 Mar 2025". */
export function formatMarketDate(iso: string, country: CountryCode, format = 'D MMM YYYY'): string {
  // tz() keeps the instant; locale() keeps the reader's language, which tz() would otherwise drop.
  return dayjs(iso).tz(MARKETS[country].timeZone).locale(dayjs.locale()).format(format);
}

/** "3 days ago" in the reader's language. */
export function formatRelative(iso: string, now: Date = new Date()): string {
  return dayjs(iso).from(now);
}

/** A date-only value (YYYY-MM-DD: no time zone to convert), e.g. "Mar 2025". */
export function formatMonthYear(date: string): string {
  return dayjs(date).format('MMM YYYY');
}
