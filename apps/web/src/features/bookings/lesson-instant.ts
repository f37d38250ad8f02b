import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant as the lesson's zone writes it, e.g. "Tue 24 Nov 2026, 16:00", in the reader's language. */
export function formatLessonInstant(iso: string, zone: string): string {
  return dayjs(iso).tz(zone).locale(dayjs.locale()).format('ddd D MMM YYYY, HH:mm');
}
