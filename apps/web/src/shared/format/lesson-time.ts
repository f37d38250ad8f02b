import { MARKETS, type CountryCode } from '@ajar/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import './dayjs-language';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Lessons are entered and shown in the market's time zone; in the us, in the reader's own. */
export function lessonZone(country: CountryCode): string {
  if (country !== 'us') return MARKETS[country].timeZone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || MARKETS.us.timeZone;
}

/** A day (YYYY-MM-DD) and a time (HH:mm) in the zone, as an instant (ISO, UTC). */
export function lessonInstant(day: string, time: string, zone: string): string {
  return dayjs.tz(`${day} ${time}`, 'YYYY-MM-DD HH:mm', zone).toISOString();
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();
}

/** e.g. "Tue 24 Nov 2026, 16:00–17:30" in the zone and the reader's language. */
export function formatLessonTime(startIso: string, endIso: string, zone: string): string {
  const start = dayjs(startIso).tz(zone).locale(dayjs.locale());
  const end = dayjs(endIso).tz(zone).locale(dayjs.locale());
  return `${start.format('ddd D MMM YYYY, HH:mm')}–${end.format('HH:mm')}`;
}

/** The day (YYYY-MM-DD) an instant falls on in the zone. */
export function dayInZone(iso: string, zone: string): string {
  return dayjs(iso).tz(zone).format('YYYY-MM-DD');
}

/** Start times offered in the booking dialog: every half hour of the day. */
export const HALF_HOURS: readonly string[] = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});
