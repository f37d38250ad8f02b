import {
  AVAILABILITY_HORIZON_DAYS,
  AVAILABILITY_MAX_EXCEPTIONS,
  AVAILABILITY_MAX_INTERVALS_PER_DAY,
  AVAILABILITY_STEP_MINUTES,
  mergeIntervals,
  subtractIntervals,
  type Availability,
  type AvailabilityException,
  type DayInterval,
} from './availability';
import { addDays, isLocalDate, type LocalDate } from './zoned-time';

/*
 * Blocking time from the tutor's calendar: hours taken out of one date (a dentist's appointment, an afternoon
 * off), kept as that date's `blocked` exception. Lessons already booked in them stay booked; the hours are no
 * longer offered. Unblocking gives them back.
 */

export type TimeBlockProblem = 'blockInvalid' | 'tooManyExceptions' | 'tooManyIntervals';

export interface TimeBlock {
  readonly date: LocalDate;
  readonly interval: DayInterval;
}

/** Whether a block can be asked for: a date from today to the horizon, a non-empty span on the step. */
export function timeBlockValid(block: TimeBlock, today: LocalDate): boolean {
  const { start, end } = block.interval;
  const onStep = (value: number) =>
    Number.isInteger(value) && value >= 0 && value <= 1440 && value % AVAILABILITY_STEP_MINUTES === 0;
  return (
    isLocalDate(block.date) &&
    block.date >= today &&
    block.date < addDays(today, AVAILABILITY_HORIZON_DAYS) &&
    onStep(start) &&
    onStep(end) &&
    start < end
  );
}

/** The date's blocked hours, with `change` applied; past dates' exceptions are dropped on the way. */
function withBlocked(
  availability: Availability,
  block: TimeBlock,
  today: LocalDate,
  change: (blocked: readonly DayInterval[]) => DayInterval[],
): Availability | TimeBlockProblem {
  if (!timeBlockValid(block, today)) return 'blockInvalid';
  const current = availability.exceptions.find((item) => item.date === block.date && item.kind === 'blocked');
  const blocked = change(current && current.kind === 'blocked' ? current.intervals : []);
  if (blocked.length > AVAILABILITY_MAX_INTERVALS_PER_DAY) return 'tooManyIntervals';
  const others = availability.exceptions.filter(
    (item) => item.date >= today && !(item.date === block.date && item.kind === 'blocked'),
  );
  const exceptions: AvailabilityException[] =
    blocked.length === 0 ? others : [...others, { date: block.date, kind: 'blocked', intervals: blocked }];
  if (exceptions.length > AVAILABILITY_MAX_EXCEPTIONS) return 'tooManyExceptions';
  return { ...availability, exceptions: exceptions.sort((a, b) => a.date.localeCompare(b.date)) };
}

/** The availability with `block` added to its date's blocked hours (joined with any it touches). */
export function withTimeBlocked(
  availability: Availability,
  block: TimeBlock,
  today: LocalDate,
): Availability | TimeBlockProblem {
  return withBlocked(availability, block, today, (blocked) => mergeIntervals([...blocked, block.interval]));
}

/** The availability with `block` given back: taken out of its date's blocked hours. */
export function withTimeUnblocked(
  availability: Availability,
  block: TimeBlock,
  today: LocalDate,
): Availability | TimeBlockProblem {
  return withBlocked(availability, block, today, (blocked) => subtractIntervals(blocked, [block.interval]));
}
