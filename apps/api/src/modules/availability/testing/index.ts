/**
 * The availability area's testing face: what other areas' tests use to arrange a world.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
import type { Executor } from '../../../db/client';
import { tutorAvailability } from '../availability.tables';

export { tutorAvailability, tutorTrialLessons } from '../availability.tables';

/** Opens a tutor's hours all day, every day, with the shortest notice: tests then book any time of day. */
export async function openAllDay(executor: Executor, tutorId: string): Promise<void> {
  await executor
    .insert(tutorAvailability)
    .values({
      userId: tutorId,
      weekly: Array.from({ length: 7 }, () => [{ start: 0, end: 1440 }]),
      exceptions: [],
      noticeHours: 2,
    })
    .onConflictDoNothing();
}
