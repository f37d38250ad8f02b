import dayjs from 'dayjs';

/** A week's Monday (YYYY-MM-DD, a calendar date: no time zone to convert), e.g. "12 Jan" or "12 Jan 2026". */
export function formatWeek(date: string, format = 'D MMM'): string {
  return dayjs(date).locale(dayjs.locale()).format(format);
}
