import { WEEKDAYS, type Weekday } from './constants';
import type { WeeklyHours } from './trust/availability';

/**
 * Search's availability filter: the times of day a student may ask for, as the market's wall-clock minutes after
 * midnight (start inclusive, end exclusive): morning 06–12, afternoon 12–17, evening 17–22. Here, not in
 * constants.ts, which the web's shell loads.
 */
export const TIMES_OF_DAY = ['MORNING', 'AFTERNOON', 'EVENING'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export const TIME_OF_DAY_MINUTES: Readonly<
  Record<TimeOfDay, { readonly start: number; readonly end: number }>
> = {
  MORNING: { start: 6 * 60, end: 12 * 60 },
  AFTERNOON: { start: 12 * 60, end: 17 * 60 },
  EVENING: { start: 17 * 60, end: 22 * 60 },
};

/**
 * Search's availability filter: a window is one weekday (availability's numbering, Sunday 0) and a span of
 * wall-clock minutes. A tutor matches when their weekly hours overlap any window. The API's SQL filter and this
 * function read the same windows, so both decide alike.
 */
export interface AvailabilityWindow {
  readonly weekday: number;
  readonly start: number;
  readonly end: number;
}

const WHOLE_DAY = { start: 0, end: 24 * 60 } as const;

/** The spec's weekday name as availability's weekday number (Sunday 0, Monday 1, … Saturday 6). */
export const weekdayNumberOf = (day: Weekday): number => (WEEKDAYS.indexOf(day) + 1) % 7;

/**
 * The windows of a filter: every chosen day with every chosen time of day. No day chosen means any day, no
 * time chosen the whole day; neither chosen is no filter (no windows).
 */
export function availabilityWindows(
  days: readonly Weekday[],
  times: readonly TimeOfDay[],
): AvailabilityWindow[] {
  if (days.length === 0 && times.length === 0) return [];
  const weekdays = days.length > 0 ? [...new Set(days)].map(weekdayNumberOf) : [0, 1, 2, 3, 4, 5, 6];
  const spans = times.length > 0 ? [...new Set(times)].map((time) => TIME_OF_DAY_MINUTES[time]) : [WHOLE_DAY];
  return weekdays.flatMap((weekday) => spans.map((span) => ({ weekday, start: span.start, end: span.end })));
}

/** Whether weekly hours overlap any of the windows (no windows: no filter, so yes). */
export function weeklyHoursMeet(weekly: WeeklyHours, windows: readonly AvailabilityWindow[]): boolean {
  if (windows.length === 0) return true;
  return windows.some((window) =>
    (weekly[window.weekday] ?? []).some(
      (interval) => interval.start < window.end && interval.end > window.start,
    ),
  );
}
