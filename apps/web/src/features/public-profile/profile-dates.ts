import { MARKETS, type CountryCode } from '@ajar/domain';
import { dateTimeFormat } from '../../shared/format/intl-formats';

type MonthStyle = 'short' | 'long';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day, month name and year of `value` in `language`. A date-only value (YYYY-MM-DD) has no time zone
 * to convert; an instant is read in `timeZone` (the reader's own when unset).
 */
function dateParts(value: string, language: string, month: MonthStyle, timeZone?: string) {
  const zone = DATE_ONLY.test(value) ? 'UTC' : timeZone;
  const parts = dateTimeFormat(language, {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: zone,
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}

/*
 * The profile's dates in the shapes the rest of the app draws with dayjs ("3 Mar 2025", "Mar 2025",
 * "March 2025"), from the browser's Intl: the profile's first view loads no date library.
 */

/** "3 Mar 2025". */
export function formatDayMonthYear(value: string, language: string): string {
  const { day, month, year } = dateParts(value, language, 'short');
  return `${day} ${month} ${year}`;
}

/** "Mar 2025". */
export function formatShortMonthYear(value: string, language: string): string {
  const { month, year } = dateParts(value, language, 'short');
  return `${month} ${year}`;
}

/** "March 2025", the month the instant fell in within the market's own time zone. */
export function formatMarketMonthYear(value: string, country: CountryCode, language: string): string {
  const { month, year } = dateParts(value, language, 'long', MARKETS[country].timeZone);
  return `${month} ${year}`;
}
