import { DEFAULT_AVAILABILITY, type Availability, type CountryCode } from '@ajar/domain';
import { eq, inArray } from 'drizzle-orm';
import { lockKey } from '../../db/advisory-lock';
import type { Executor, Transaction } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import { users } from '../account';
import { tutorAvailability } from './availability.tables';

export async function tutorOf(
  executor: Executor,
  tutorId: string,
): Promise<{ country: CountryCode } | undefined> {
  if (!isPvid(tutorId)) return undefined;
  const [row] = await executor
    .select({ country: users.country })
    .from(users)
    .where(eq(users.id, tutorId))
    .limit(1);
  return row ? { country: row.country } : undefined;
}

export async function availabilityOf(
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

/** Each tutor's weekly hours (the default for a tutor who never set theirs), by user id. */
export async function weeklyHoursOf(
  executor: Executor,
  tutorIds: readonly string[],
): Promise<Map<string, Availability['weekly']>> {
  const ids = tutorIds.filter(isPvid);
  const rows =
    ids.length === 0
      ? []
      : await executor
          .select({ userId: tutorAvailability.userId, weekly: tutorAvailability.weekly })
          .from(tutorAvailability)
          .where(inArray(tutorAvailability.userId, ids));
  const set = new Map(rows.map((row) => [row.userId, row.weekly]));
  return new Map(ids.map((id) => [id, set.get(id) ?? DEFAULT_AVAILABILITY.weekly]));
}

/** Holds the tutor's hours until the transaction ends: a block's read-and-write and a whole replace take turns. */
export function lockAvailability(tx: Transaction, tutorId: string): Promise<void> {
  return lockKey(tx, 'HOUR', tutorId);
}
