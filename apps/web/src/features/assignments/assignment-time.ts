import type { CountryCode } from '@ajar/domain';
import dayjs from 'dayjs';
import { lessonZone } from '../../shared/format/lesson-time';
import { formatRelative } from '../../shared/format/market-date';

/** Within a week an assignment reads as "3 days ago"; older ones by their date. */
const RECENT_MS = 7 * 24 * 60 * 60 * 1000;

function inMarketZone(iso: string, country: CountryCode, format: string): string {
  // tz() keeps the instant; locale() keeps the reader's language, which tz() would otherwise drop.
  return dayjs(iso).tz(lessonZone(country)).locale(dayjs.locale()).format(format);
}

/** When it was posted, short: "2 hours ago", or "3 Mar 2025" in the market's time zone. */
export function postedLabel(iso: string, country: CountryCode, now: Date = new Date()): string {
  const age = now.getTime() - new Date(iso).getTime();
  return age >= 0 && age < RECENT_MS ? formatRelative(iso, now) : inMarketZone(iso, country, 'D MMM YYYY');
}

/** The exact moment in the market's time zone, for a tooltip: "3 Mar 2025, 10:00". */
export function postedExact(iso: string, country: CountryCode): string {
  return inMarketZone(iso, country, 'D MMM YYYY, HH:mm');
}
