import dayjs from 'dayjs';
import { dayInZone } from '../../shared/format/lesson-time';

/** Today (YYYY-MM-DD) in the zone. */
export function todayInZone(zone: string, now: Date = new Date()): string {
  return dayInZone(now.toISOString(), zone);
}

/** Days are YYYY-MM-DD, so they compare as text. Today is still bookable. */
export function isPastDay(day: string, today: string): boolean {
  return day < today;
}

/** The month (YYYY-MM) of a day. */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** The month (YYYY-MM) `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  return dayjs(`${month}-01`).add(delta, 'month').format('YYYY-MM');
}

/** "16:00–17:30" in the zone. */
export function timeRange(entry: { startTime: string; endTime: string }, zone: string): string {
  const start = dayjs(entry.startTime).tz(zone).format('HH:mm');
  const end = dayjs(entry.endTime).tz(zone).format('HH:mm');
  return `${start}–${end}`;
}

/** "Asia/Singapore (GMT+08:00)": the zone's name and its offset now. */
export function zoneLabel(zone: string, now: Date = new Date()): string {
  return `${zone} (GMT${dayjs(now).tz(zone).format('Z')})`;
}
