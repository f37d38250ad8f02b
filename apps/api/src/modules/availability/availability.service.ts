import {
  AVAILABILITY_HORIZON_DAYS,
  MARKETS,
  ROLE_CODES,
  SLOT_HOLDING_STATUSES,
  addDays,
  availabilityProblem,
  freeSlots,
  isBookingDuration,
  isLocalDate,
  localDateOf,
  zonedToInstant,
  type Availability,
  type CurrencyCode,
} from '@ajar/domain';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { bookings } from '../booking';
import { availabilityOf, lockAvailability, tutorOf } from './availability.queries';
import { tutorAvailability, tutorTrialLessons } from './availability.tables';
import { tutorHours } from './tutor-hours';

export interface AvailabilityView extends Availability {
  /** The market whose wall clock the hours are in. */
  readonly timeZone: string;
  /** Whether the tutor set these hours (false: the default ones). */
  readonly isSet: boolean;
  /** The tutor's trial lesson, or null when they offer none. */
  readonly trialLesson: {
    readonly duration: number;
    readonly price: number;
    readonly currency: CurrencyCode;
  } | null;
}

/** getTutorAvailability(tutorId): a tutor's hours (anyone may read them: they say when to book). */
export async function availabilityFor(deps: Deps, tutorId: string): Promise<AvailabilityView> {
  const tutor = await tutorOf(deps.db, tutorId);
  if (!tutor) throw new DomainError('NOT_FOUND', 'notFound');
  const trial = await tutorHours.trialLessonOf(deps.db, tutorId);
  const market = MARKETS[tutor.country];
  return {
    ...(await availabilityOf(deps.db, tutorId)),
    timeZone: market.timeZone,
    trialLesson: trial
      ? { duration: trial.durationMinutes, price: trial.priceMinor, currency: market.currency }
      : null,
  };
}

/**
 * updateTutorTrialLesson: the signed-in tutor offers a trial lesson (a length from the booking durations and a
 * price of 0 or more in their market's currency), or withdraws it.
 */
export async function updateTrialLesson(
  deps: Deps,
  viewer: Viewer,
  input: { readonly offered: boolean; readonly duration?: number | null; readonly price?: number | null },
): Promise<AvailabilityView> {
  if (viewer.roleCode !== ROLE_CODES.tutor) throw new DomainError('FORBIDDEN', 'availabilityTutorsOnly');
  if (!input.offered) {
    await deps.db.delete(tutorTrialLessons).where(eq(tutorTrialLessons.userId, viewer.userId));
    return availabilityFor(deps, viewer.userId);
  }
  const duration = input.duration ?? 0;
  const price = input.price ?? -1;
  if (!isBookingDuration(duration) || !Number.isSafeInteger(price) || price < 0)
    throw new DomainError('BAD_USER_INPUT', 'trialInvalid', { duration: 'trialInvalid' });
  const row = {
    userId: viewer.userId,
    durationMinutes: duration,
    priceMinor: price,
    currency: MARKETS[viewer.country].currency,
    updatedAt: deps.clock.now(),
  };
  await deps.db
    .insert(tutorTrialLessons)
    .values(row)
    .onConflictDoUpdate({ target: tutorTrialLessons.userId, set: row });
  return availabilityFor(deps, viewer.userId);
}

/** updateTutorAvailability: the signed-in tutor's hours, exceptions and notice, replaced whole. */
export async function updateAvailability(
  deps: Deps,
  viewer: Viewer,
  availability: Availability,
): Promise<AvailabilityView> {
  if (viewer.roleCode !== ROLE_CODES.tutor) throw new DomainError('FORBIDDEN', 'availabilityTutorsOnly');
  const problem = availabilityProblem(availability);
  if (problem || availability.exceptions.some((item) => !isLocalDate(item.date)))
    throw new DomainError('BAD_USER_INPUT', 'availabilityInvalid', { weekly: 'availabilityInvalid' });
  const row = {
    userId: viewer.userId,
    weekly: availability.weekly.map((day) => [...day].sort((a, b) => a.start - b.start)),
    exceptions: [...availability.exceptions].sort((a, b) => a.date.localeCompare(b.date)),
    noticeHours: availability.noticeHours,
    updatedAt: deps.clock.now(),
  };
  // Under the lock blocks take, so a block made meanwhile is either kept or replaced whole, never half.
  await deps.db.transaction(async (tx) => {
    await lockAvailability(tx, viewer.userId);
    await tx
      .insert(tutorAvailability)
      .values(row)
      .onConflictDoUpdate({ target: tutorAvailability.userId, set: row });
  });
  return availabilityFor(deps, viewer.userId);
}

/**
 * getTutorFreeSlots(tutorId, from, days, duration): the start times a lesson of `duration` minutes can be
 * booked at with the tutor, from the market date `from` for `days` days (at most the horizon).
 */
export async function freeSlotsOf(
  deps: Deps,
  input: {
    readonly tutorId: string;
    readonly from: string;
    readonly days: number;
    readonly duration: number;
  },
): Promise<Date[]> {
  const tutor = await tutorOf(deps.db, input.tutorId);
  if (!tutor) throw new DomainError('NOT_FOUND', 'notFound');
  const now = deps.clock.now();
  const timeZone = MARKETS[tutor.country].timeZone;
  const today = localDateOf(now, timeZone);
  const from = isLocalDate(input.from) && input.from > today ? input.from : today;
  const days = Math.max(1, Math.min(Math.trunc(input.days) || 1, AVAILABILITY_HORIZON_DAYS));
  if (!isBookingDuration(input.duration))
    throw new DomainError('BAD_USER_INPUT', 'bookingDurationInvalid', { duration: 'bookingDurationInvalid' });
  const windowStart = zonedToInstant(from, 0, timeZone);
  const windowEnd = zonedToInstant(addDays(from, days), 0, timeZone);
  const busy = await deps.db
    .select({ start: bookings.startTime, end: bookings.endTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.tutorId, input.tutorId),
        inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
        lt(bookings.startTime, windowEnd),
        gt(bookings.endTime, windowStart),
      ),
    );
  return freeSlots({
    availability: await availabilityOf(deps.db, input.tutorId),
    timeZone,
    busy,
    durationMinutes: input.duration,
    now,
    from,
    days,
  });
}
