import { addDays, localDateOf, weekdayOf, zonedToInstant, type LocalDate } from './zoned-time';

/*
 * A tutor's availability: weekly hours per weekday as the market's wall-clock times, date exceptions
 * (a day off, extra hours on a date, or hours blocked on a date), and a minimum notice. The free slots are the availability less the
 * lessons already booked, from `now + notice` on. The server computes them and refuses a booking outside them;
 * the web only shows them.
 */

/** Hours are set in steps of this many minutes (lessons also start on them). */
export const AVAILABILITY_STEP_MINUTES = 30;
/** How many intervals a day may have. */
export const AVAILABILITY_MAX_INTERVALS_PER_DAY = 6;
/** The notices a tutor may ask for, in hours; the default is the first. */
export const AVAILABILITY_NOTICE_HOURS = [2, 4, 12, 24, 48] as const;
/** How many days ahead the booking dialog and the calendar offer slots. */
export const AVAILABILITY_HORIZON_DAYS = 60;
/** How many date exceptions a tutor may keep. */
export const AVAILABILITY_MAX_EXCEPTIONS = 120;

/** Minutes after local midnight: start inclusive, end exclusive (end may be 1440). */
export interface DayInterval {
  readonly start: number;
  readonly end: number;
}

/** Sunday (0) to Saturday (6), each a list of intervals. */
export type WeeklyHours = readonly (readonly DayInterval[])[];

export type AvailabilityException =
  | { readonly date: LocalDate; readonly kind: 'off' }
  | { readonly date: LocalDate; readonly kind: 'extra'; readonly intervals: readonly DayInterval[] }
  | { readonly date: LocalDate; readonly kind: 'blocked'; readonly intervals: readonly DayInterval[] };

export type AvailabilityExceptionKind = AvailabilityException['kind'];
export const AVAILABILITY_EXCEPTION_KINDS = [
  'off',
  'extra',
  'blocked',
] as const satisfies readonly AvailabilityExceptionKind[];

export interface Availability {
  readonly weekly: WeeklyHours;
  readonly exceptions: readonly AvailabilityException[];
  readonly noticeHours: number;
}

/**
 * The hours of a tutor who has not set theirs yet: every day from 08:00 to 22:00, two hours' notice. Lessons
 * booked before hours existed stay as they are.
 */
export const DEFAULT_AVAILABILITY: Availability = {
  weekly: Array.from({ length: 7 }, () => [{ start: 8 * 60, end: 22 * 60 }]),
  exceptions: [],
  noticeHours: AVAILABILITY_NOTICE_HOURS[0],
};

export type AvailabilityProblem =
  | 'notSevenDays'
  | 'intervalOffStep'
  | 'intervalEmpty'
  | 'intervalsOverlap'
  | 'tooManyIntervals'
  | 'noticeUnknown'
  | 'tooManyExceptions'
  | 'exceptionRepeated';

function intervalsProblem(intervals: readonly DayInterval[]): AvailabilityProblem | null {
  if (intervals.length > AVAILABILITY_MAX_INTERVALS_PER_DAY) return 'tooManyIntervals';
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  for (const [index, { start, end }] of sorted.entries()) {
    const onStep = (value: number) =>
      Number.isInteger(value) && value >= 0 && value <= 1440 && value % AVAILABILITY_STEP_MINUTES === 0;
    if (!onStep(start) || !onStep(end)) return 'intervalOffStep';
    if (end <= start) return 'intervalEmpty';
    const previous = sorted[index - 1];
    if (previous && previous.end > start) return 'intervalsOverlap';
  }
  return null;
}

/** Why these settings cannot be saved, or null. */
export function availabilityProblem(availability: Availability): AvailabilityProblem | null {
  if (availability.weekly.length !== 7) return 'notSevenDays';
  for (const day of availability.weekly) {
    const problem = intervalsProblem(day);
    if (problem) return problem;
  }
  if (!(AVAILABILITY_NOTICE_HOURS as readonly number[]).includes(availability.noticeHours))
    return 'noticeUnknown';
  if (availability.exceptions.length > AVAILABILITY_MAX_EXCEPTIONS) return 'tooManyExceptions';
  // A date has at most one exception of each kind, and a day off has no other.
  const kinds = new Map<string, Set<AvailabilityExceptionKind>>();
  for (const exception of availability.exceptions) {
    const seen = kinds.get(exception.date) ?? new Set<AvailabilityExceptionKind>();
    if (seen.has(exception.kind) || seen.has('off') || (seen.size > 0 && exception.kind === 'off'))
      return 'exceptionRepeated';
    seen.add(exception.kind);
    kinds.set(exception.date, seen);
    if (exception.kind !== 'off') {
      const problem = intervalsProblem(exception.intervals);
      if (problem) return problem;
    }
  }
  return null;
}

/** `intervals` with every minute of `removed` taken out, sorted. */
export function subtractIntervals(
  intervals: readonly DayInterval[],
  removed: readonly DayInterval[],
): DayInterval[] {
  let pieces = [...intervals];
  for (const cut of removed) {
    pieces = pieces.flatMap((piece) => {
      if (cut.end <= piece.start || piece.end <= cut.start) return [piece];
      const left = cut.start > piece.start ? [{ start: piece.start, end: cut.start }] : [];
      const right = cut.end < piece.end ? [{ start: cut.end, end: piece.end }] : [];
      return [...left, ...right];
    });
  }
  return pieces.sort((a, b) => a.start - b.start);
}

/** The intervals, overlapping or touching ones joined, sorted. */
export function mergeIntervals(intervals: readonly DayInterval[]): DayInterval[] {
  const merged: DayInterval[] = [];
  for (const interval of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end)
      merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, interval.end) };
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * The intervals a tutor is available on a date: none on a day off; otherwise the weekday's plus extra hours,
 * less the hours blocked on that date.
 */
export function intervalsOn(availability: Availability, date: LocalDate): readonly DayInterval[] {
  const onDate = availability.exceptions.filter((item) => item.date === date);
  if (onDate.some((item) => item.kind === 'off')) return [];
  const weekly = availability.weekly[weekdayOf(date)] ?? [];
  const extra = onDate.flatMap((item) => (item.kind === 'extra' ? item.intervals : []));
  const blocked = onDate.flatMap((item) => (item.kind === 'blocked' ? item.intervals : []));
  if (extra.length === 0 && blocked.length === 0) return weekly;
  return subtractIntervals(mergeIntervals([...weekly, ...extra]), blocked);
}

export interface BusyTime {
  readonly start: Date;
  readonly end: Date;
}

export interface SlotQuery {
  readonly availability: Availability;
  readonly timeZone: string;
  /** Lessons that hold the tutor's time. */
  readonly busy: readonly BusyTime[];
  readonly durationMinutes: number;
  readonly now: Date;
  /** The market dates to look at, first and count. */
  readonly from: LocalDate;
  readonly days: number;
}

const overlaps = (a: BusyTime, b: BusyTime) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/**
 * The start times a lesson of `durationMinutes` can be booked at: on the step, inside one available interval
 * of its date, after the notice, and clear of every busy time. Sorted, each once.
 */
export function freeSlots(query: SlotQuery): Date[] {
  const earliest = query.now.getTime() + query.availability.noticeHours * 3_600_000;
  const seen = new Set<number>();
  for (let day = 0; day < query.days; day += 1) {
    const date = addDays(query.from, day);
    for (const interval of intervalsOn(query.availability, date)) {
      for (
        let start = interval.start;
        start + query.durationMinutes <= interval.end;
        start += AVAILABILITY_STEP_MINUTES
      ) {
        const slot = {
          start: zonedToInstant(date, start, query.timeZone),
          end: zonedToInstant(date, start + query.durationMinutes, query.timeZone),
        };
        if (slot.start.getTime() < earliest) continue;
        if (query.busy.some((busy) => overlaps(busy, slot))) continue;
        seen.add(slot.start.getTime());
      }
    }
  }
  return [...seen].sort((a, b) => a - b).map((time) => new Date(time));
}

/** Whether a lesson from `start` for `durationMinutes` is one of the free slots (what addBooking checks). */
export function isFreeSlot(query: Omit<SlotQuery, 'from' | 'days'>, start: Date): boolean {
  const date = localDateOf(start, query.timeZone);
  return freeSlots({ ...query, from: date, days: 1 }).some((slot) => slot.getTime() === start.getTime());
}

/** The spec's weekday names (getMatchingTutors' preferredDays) as availability's weekday numbers (Sunday 0). */
const WEEKDAY_NUMBERS: Readonly<Record<string, number>> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

/**
 * How many of a student's preferred days a tutor teaches on (any hours that weekday): getMatchingTutors ranks
 * tutors who match more subjects first, then those who teach on more of the preferred days.
 */
export function preferredDaysCovered(
  weekly: Availability['weekly'],
  preferredDays: readonly string[],
): number {
  return new Set(preferredDays).size === 0
    ? 0
    : [...new Set(preferredDays)].filter((day) => {
        const weekday = WEEKDAY_NUMBERS[day];
        return weekday !== undefined && (weekly[weekday]?.length ?? 0) > 0;
      }).length;
}
