import {
  AVAILABILITY_MAX_INTERVALS_PER_DAY,
  AVAILABILITY_NOTICE_HOURS,
  AVAILABILITY_STEP_MINUTES,
  addDays,
  availabilityProblem,
  isLocalDate,
  type Availability,
  type AvailabilityException,
  type AvailabilityExceptionKind,
  type AvailabilityProblem,
  type DayInterval,
} from '@ajar/domain';
import type { TutorAvailabilityFieldsFragment } from '../../gql/graphql';

/*
 * The hours page's draft: what the tutor is editing, checked with the domain's own rules before it is sent,
 * so the page says what is wrong where it is wrong.
 */

export interface DraftException {
  readonly date: string;
  readonly kind: AvailabilityExceptionKind;
  readonly intervals: readonly DayInterval[];
}

export interface HoursDraft {
  /** Sunday (0) to Saturday (6). */
  readonly weekly: readonly (readonly DayInterval[])[];
  readonly exceptions: readonly DraftException[];
  readonly noticeHours: number;
}

/** The page lists Monday first, as the markets' calendars do. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** Monday to Friday, what "copy Monday" fills. */
export const WORKDAYS = [1, 2, 3, 4, 5] as const;

const DAY_MINUTES = 24 * 60;

/** "09:30" for 570; 1440 is "24:00" (the end of the day). */
export function timeLabel(minutes: number): string {
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

const steps = (from: number, to: number) =>
  Array.from({ length: (to - from) / AVAILABILITY_STEP_MINUTES + 1 }, (_, index) => {
    const value = from + index * AVAILABILITY_STEP_MINUTES;
    return { value, label: timeLabel(value) };
  });

/** The times an interval may start at, and end at. */
export const START_OPTIONS = steps(0, DAY_MINUTES - AVAILABILITY_STEP_MINUTES);
export const END_OPTIONS = steps(AVAILABILITY_STEP_MINUTES, DAY_MINUTES);

export const NOTICE_OPTIONS: readonly number[] = AVAILABILITY_NOTICE_HOURS;

export function draftOf(saved: TutorAvailabilityFieldsFragment): HoursDraft {
  const weekly: DayInterval[][] = Array.from({ length: 7 }, () => []);
  for (const day of saved.weekly)
    weekly[day.weekday] = day.intervals.map(({ start, end }) => ({ start, end }));
  return {
    weekly,
    exceptions: saved.exceptions.map((item) => ({
      date: item.date,
      kind: item.kind,
      intervals: item.intervals.map(({ start, end }) => ({ start, end })),
    })),
    noticeHours: saved.noticeHours,
  };
}

/** The next interval a day gets: an hour after its last one, or the working day when it has none. */
export function nextInterval(intervals: readonly DayInterval[]): DayInterval | null {
  if (intervals.length >= AVAILABILITY_MAX_INTERVALS_PER_DAY) return null;
  const last = Math.max(0, ...intervals.map((interval) => interval.end));
  if (intervals.length === 0) return { start: 9 * 60, end: 17 * 60 };
  const start = last + 60;
  if (start + 60 > DAY_MINUTES) return null;
  return { start, end: Math.min(start + 120, DAY_MINUTES) };
}

export function withDay(draft: HoursDraft, weekday: number, intervals: readonly DayInterval[]): HoursDraft {
  return { ...draft, weekly: draft.weekly.map((day, index) => (index === weekday ? intervals : day)) };
}

/** Monday's hours on every workday. */
export function copyMondayToWorkdays(draft: HoursDraft): HoursDraft {
  const monday = draft.weekly[1] ?? [];
  return {
    ...draft,
    weekly: draft.weekly.map((day, index) =>
      (WORKDAYS as readonly number[]).includes(index) ? monday.map((interval) => ({ ...interval })) : day,
    ),
  };
}

/** A new exception on the first date from `today` (the market's) that has none yet: a day off. */
export function newException(draft: HoursDraft, today: string): DraftException {
  const taken = new Set(draft.exceptions.map((item) => item.date));
  let date = addDays(today, 1);
  while (taken.has(date)) date = addDays(date, 1);
  return { date, kind: 'off', intervals: [] };
}

const VALID_NOTICE = AVAILABILITY_NOTICE_HOURS[0];

/** What is wrong with one day's intervals, by the domain's rules. */
export function intervalsProblem(intervals: readonly DayInterval[]): AvailabilityProblem | null {
  const weekly = Array.from({ length: 7 }, (_, index) => (index === 0 ? intervals : []));
  return availabilityProblem({ weekly, exceptions: [], noticeHours: VALID_NOTICE });
}

export type DraftProblem = AvailabilityProblem | 'dateInvalid';

/** What is wrong with an exception: its date, or its hours. */
export function exceptionProblem(exception: DraftException): DraftProblem | null {
  if (!isLocalDate(exception.date)) return 'dateInvalid';
  return exception.kind === 'off' ? null : intervalsProblem(exception.intervals);
}

/** The draft as the domain (and the API) takes it. */
export function availabilityOf(draft: HoursDraft): Availability {
  return {
    weekly: draft.weekly,
    noticeHours: draft.noticeHours,
    exceptions: draft.exceptions.map((item): AvailabilityException =>
      item.kind === 'off'
        ? { date: item.date, kind: 'off' }
        : { date: item.date, kind: item.kind, intervals: item.intervals },
    ),
  };
}

/** Why the draft cannot be saved, or null. */
export function draftProblem(draft: HoursDraft): DraftProblem | null {
  if (draft.exceptions.some((item) => !isLocalDate(item.date))) return 'dateInvalid';
  return availabilityProblem(availabilityOf(draft));
}

/** The mutation's variables. */
export function updateVariables(draft: HoursDraft) {
  return {
    weekly: draft.weekly.map((intervals, weekday) => ({
      weekday,
      intervals: intervals.map(({ start, end }) => ({ start, end })),
    })),
    exceptions: draft.exceptions.map((item) => ({
      date: item.date,
      kind: item.kind,
      ...(item.kind === 'off' ? {} : { intervals: item.intervals.map(({ start, end }) => ({ start, end })) }),
    })),
    noticeHours: draft.noticeHours,
  };
}
