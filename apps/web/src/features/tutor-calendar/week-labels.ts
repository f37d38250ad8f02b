import dayjs from 'dayjs';

/** "Tue 8 Dec" (or "Sel 8 Des") for a day YYYY-MM-DD. */
export function shortDayLabel(day: string): string {
  return dayjs(day).locale(dayjs.locale()).format('ddd D MMM');
}

/** "8 – 14 Dec 2026" for the dates a view shows (the first and the last). */
export function rangeLabel(dates: readonly string[]): string {
  const first = dayjs(dates[0]).locale(dayjs.locale());
  const last = dayjs(dates.at(-1)).locale(dayjs.locale());
  if (dates.length === 1) return first.format('dddd, D MMMM YYYY');
  return first.month() === last.month()
    ? `${first.format('D')} – ${last.format('D MMMM YYYY')}`
    : `${first.format('D MMM')} – ${last.format('D MMM YYYY')}`;
}
