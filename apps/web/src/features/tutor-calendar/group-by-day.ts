import { dayInZone } from '../../shared/format/lesson-time';

/**
 * Lessons by the day (YYYY-MM-DD in the zone) they start on, earliest first. A lesson past midnight
 * stays on its first day, as the booking dialog lists it.
 */
export function groupByDay<T extends { readonly startTime: string }>(
  entries: readonly T[],
  zone: string,
): ReadonlyMap<string, readonly T[]> {
  const days = new Map<string, T[]>();
  const sorted = [...entries].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const entry of sorted) {
    const day = dayInZone(entry.startTime, zone);
    const list = days.get(day);
    if (list) list.push(entry);
    else days.set(day, [entry]);
  }
  return days;
}

/** How many lessons start in the month (YYYY-MM). */
export function countInMonth(days: ReadonlyMap<string, readonly unknown[]>, month: string): number {
  let count = 0;
  for (const [day, list] of days) if (day.startsWith(`${month}-`)) count += list.length;
  return count;
}
