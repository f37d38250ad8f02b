import {
  AVAILABILITY_HORIZON_DAYS,
  DEFAULT_AVAILABILITY,
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
  type CountryCode,
} from '@ajar/domain';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { users } from '../account';
import { bookings } from '../booking';
import { tutorAvailability } from './availability.tables';

export interface AvailabilityView extends Availability {
  /** The market whose wall clock the hours are in. */
  readonly timeZone: string;
  /** Whether the tutor set these hours (false: the default ones). */
  readonly isSet: boolean;
}

async function tutorOf(executor: Executor, tutorId: string): Promise<{ country: CountryCode } | undefined> {
  if (!isPvid(tutorId)) return undefined;
  const [row] = await executor
    .select({ country: users.country })
    .from(users)
    .where(eq(users.id, tutorId))
    .limit(1);
  return row ? { country: row.country } : undefined;
}

async function availabilityOf(
  executor: Executor,
  tutorId: string,
): Promise<Availability & { isSet: boolean }> {
  const [row] = await executor
    .select()
    .from(tutorAvailability)
    .where(eq(tutorAvailability.userId, tutorId))
    .limit(1);
  if (!row) return { ...DEFAULT_AVAILABILITY, isSet: false };
  return { weekly: row.weekly, exceptions: row.exceptions, noticeHours: row.noticeHours, isSet: true };
}

/** getTutorAvailability(tutorId): a tutor's hours (anyone may read them: they say when to book). */
export async function availabilityFor(deps: Deps, tutorId: string): Promise<AvailabilityView> {
  const tutor = await tutorOf(deps.db, tutorId);
  if (!tutor) throw new DomainError('NOT_FOUND', 'notFound');
  return { ...(await availabilityOf(deps.db, tutorId)), timeZone: MARKETS[tutor.country].timeZone };
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
  await deps.db
    .insert(tutorAvailability)
    .values(row)
    .onConflictDoUpdate({ target: tutorAvailability.userId, set: row });
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
