import {
  DEFAULT_AVAILABILITY,
  MARKETS,
  ROLE_CODES,
  localDateOf,
  withTimeBlocked,
  withTimeUnblocked,
  type Availability,
  type TimeBlock,
} from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { lockAvailability } from './availability.queries';
import { availabilityFor, type AvailabilityView } from './availability.service';
import { tutorAvailability } from './availability.tables';

type BlockChange = typeof withTimeBlocked | typeof withTimeUnblocked;

/**
 * Blocks or gives back hours on one date of the signed-in tutor's calendar. Under the tutor's availability lock
 * it reads their hours, applies the change and writes them, so two blocks made at once both hold.
 */
async function changeBlock(
  deps: Deps,
  viewer: Viewer,
  block: TimeBlock,
  change: BlockChange,
): Promise<AvailabilityView> {
  if (viewer.roleCode !== ROLE_CODES.tutor) throw new DomainError('FORBIDDEN', 'availabilityTutorsOnly');
  const now = deps.clock.now();
  const today = localDateOf(now, MARKETS[viewer.country].timeZone);
  await deps.db.transaction(async (tx) => {
    await lockAvailability(tx, viewer.userId);
    const [row] = await tx
      .select()
      .from(tutorAvailability)
      .where(eq(tutorAvailability.userId, viewer.userId))
      .limit(1);
    const current: Availability = row ?? DEFAULT_AVAILABILITY;
    const next = change(current, block, today);
    if (next === 'blockInvalid')
      throw new DomainError('BAD_USER_INPUT', 'timeBlockInvalid', { date: 'timeBlockInvalid' });
    if (typeof next === 'string')
      throw new DomainError('BAD_USER_INPUT', 'timeBlockTooMany', { date: 'timeBlockTooMany' });
    const values = {
      userId: viewer.userId,
      weekly: current.weekly.map((day) => [...day]),
      exceptions: [...next.exceptions],
      noticeHours: current.noticeHours,
      updatedAt: now,
    };
    await tx
      .insert(tutorAvailability)
      .values(values)
      .onConflictDoUpdate({
        target: tutorAvailability.userId,
        set: { exceptions: values.exceptions, updatedAt: now },
      });
  });
  return availabilityFor(deps, viewer.userId);
}

/** blockTutorTime(date, start, end): the signed-in tutor is no longer offered in those hours of that date. */
export function blockTime(deps: Deps, viewer: Viewer, block: TimeBlock): Promise<AvailabilityView> {
  return changeBlock(deps, viewer, block, withTimeBlocked);
}

/** unblockTutorTime(date, start, end): those hours of that date are offered again (within the tutor's hours). */
export function unblockTime(deps: Deps, viewer: Viewer, block: TimeBlock): Promise<AvailabilityView> {
  return changeBlock(deps, viewer, block, withTimeUnblocked);
}
