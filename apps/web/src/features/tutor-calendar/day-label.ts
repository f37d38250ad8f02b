import dayjs from 'dayjs';

/** "Thursday, 26 March 2026" (or "Kamis, 26 Maret 2026") for a day YYYY-MM-DD. */
export function longDayLabel(day: string): string {
  return dayjs(day).locale(dayjs.locale()).format('dddd, D MMMM YYYY');
}

/** "March 2026" (or "Maret 2026") for a month YYYY-MM. */
export function monthLabel(month: string): string {
  return dayjs(`${month}-01`).locale(dayjs.locale()).format('MMMM YYYY');
}
