import { MARKETS, type CountryCode } from '@ajar/domain';
import { FIXED_UTC_OFFSETS, monthName } from '../../shared/format/calendar-names';
import { dateTimeFormat } from '../../shared/format/intl-formats';

type MonthStyle = 'short' | 'long';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day of `date` in `timeZone`: by arithmetic for a fixed-offset zone, the reader's own when unset. */
function calendarDay(date: Date, timeZone: string | undefined): { day: number; month: number; year: number } {
  if (timeZone === undefined)
    return { day: date.getDate(), month: date.getMonth(), year: date.getFullYear() };
  const offset = timeZone === 'UTC' ? 0 : FIXED_UTC_OFFSETS[timeZone];
  if (offset !== undefined) {
    const shifted = new Date(date.getTime() + offset * 60_000);
    return { day: shifted.getUTCDate(), month: shifted.getUTCMonth(), year: shifted.getUTCFullYear() };
  }
  const parts = dateTimeFormat('en', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  return { day: part('day'), month: part('month') - 1, year: part('year') };
}

/**
 * The day, month name and year of `value` in `language`. A date-only value (YYYY-MM-DD) has no time zone
 * to convert; an instant is read in `timeZone` (the reader's own when unset). Month names are the app's own
 * (shared/format/calendar-names.ts): the profile's first view draws a date without loading Intl's calendars.
 */
function dateParts(value: string, language: string, month: MonthStyle, timeZone?: string) {
  const day = calendarDay(new Date(value), DATE_ONLY.test(value) ? 'UTC' : timeZone);
  return { day: String(day.day), month: monthName(day.month, language, month), year: String(day.year) };
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
