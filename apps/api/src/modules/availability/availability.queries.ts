import { DEFAULT_AVAILABILITY, type Availability, type CountryCode } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
