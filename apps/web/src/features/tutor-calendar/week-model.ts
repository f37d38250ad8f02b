import {
  addDays,
  intervalsOn,
  localDateOf,
  weekdayOf,
  zonedToInstant,
  type Availability,
  type DayInterval,
  type LocalDate,
} from '@ajar/domain';
import type { BookingStatus } from '../../gql/graphql';
import type { CalendarEntry } from './calendar-entry';

/*
 * The tutor's week and day views: for each market date, the hours they are offered, the hours they blocked,
 * their lessons and their class sessions, as minutes after the market's midnight, so the grid can place them.
 */

export type CalendarView = 'day' | 'week' | 'month';

export interface ClassSessionEntry {
  readonly id: string;
  readonly title: string;
  readonly startTime: string;
  readonly endTime: string;
}

export interface PlacedItem {
  readonly id: string;
  readonly kind: 'lesson' | 'class';
  readonly start: number;
  readonly end: number;
  readonly title: string;
  readonly who: string | null;
  readonly status: BookingStatus | null;
}

export interface DayPlan {
  readonly date: LocalDate;
  readonly open: readonly DayInterval[];
  readonly blocked: readonly DayInterval[];
  readonly items: readonly PlacedItem[];
}

const DAY_MINUTES = 24 * 60;
/** The grid shows at least these hours, and stretches to whatever falls outside them. */
const DEFAULT_FIRST_MINUTE = 7 * 60;
const DEFAULT_LAST_MINUTE = 21 * 60;

/** The Monday of the week a date is in (the markets' calendars start on Monday). */
export function mondayOf(date: LocalDate): LocalDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The dates a view shows around `anchor`: its week from Monday, or the day alone. */
export function shownDates(view: 'day' | 'week', anchor: LocalDate): LocalDate[] {
  if (view === 'day') return [anchor];
  const monday = mondayOf(anchor);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The anchor one step earlier or later: a day, or a week. */
export function shiftAnchor(view: 'day' | 'week', anchor: LocalDate, delta: number): LocalDate {
  return addDays(anchor, delta * (view === 'day' ? 1 : 7));
}

/** The part of [start, end) that falls on `date` in the zone, in minutes after its midnight; null if none. */
function minutesOn(
  date: LocalDate,
  start: string,
  end: string,
  zone: string,
): { start: number; end: number } | null {
  const midnight = zonedToInstant(date, 0, zone).getTime();
  const nextMidnight = zonedToInstant(addDays(date, 1), 0, zone).getTime();
  const from = Math.max(new Date(start).getTime(), midnight);
  const to = Math.min(new Date(end).getTime(), nextMidnight);
  if (to <= from) return null;
  return { start: Math.round((from - midnight) / 60_000), end: Math.round((to - midnight) / 60_000) };
}

/** One date's plan: its offered and blocked hours, and what is booked on it, in start order. */
export function dayPlan(
  date: LocalDate,
  availability: Availability,
  lessons: readonly CalendarEntry[],
  sessions: readonly ClassSessionEntry[],
  zone: string,
): DayPlan {
  const blocked = availability.exceptions.flatMap((item) =>
    item.date === date && item.kind === 'blocked' ? item.intervals : [],
  );
  const items: PlacedItem[] = [];
  for (const lesson of lessons) {
    const span = minutesOn(date, lesson.startTime, lesson.endTime, zone);
    if (!span) continue;
    items.push({
      id: lesson.id,
      kind: 'lesson',
      ...span,
      title: lesson.details?.title ?? '',
      who: lesson.details?.studentName ?? null,
      status: lesson.details?.status ?? null,
    });
  }
  for (const session of sessions) {
    const span = minutesOn(date, session.startTime, session.endTime, zone);
    if (span)
      items.push({ id: session.id, kind: 'class', ...span, title: session.title, who: null, status: null });
  }
  return {
    date,
    open: intervalsOn(availability, date),
    blocked: [...blocked].sort((a, b) => a.start - b.start),
    items: items.sort((a, b) => a.start - b.start),
  };
}

/** The hours the grid spans: 07:00–21:00, stretched to whole hours around anything outside them. */
export function gridSpan(plans: readonly DayPlan[]): { first: number; last: number } {
  const spans = plans.flatMap((plan) => [...plan.open, ...plan.blocked, ...plan.items]);
  const first = Math.min(DEFAULT_FIRST_MINUTE, ...spans.map((span) => span.start));
  const last = Math.max(DEFAULT_LAST_MINUTE, ...spans.map((span) => span.end));
  return { first: Math.floor(first / 60) * 60, last: Math.min(DAY_MINUTES, Math.ceil(last / 60) * 60) };
}

/** Today in the zone, as the market writes it. */
export function todayIn(zone: string, now: Date = new Date()): LocalDate {
  return localDateOf(now, zone);
}
