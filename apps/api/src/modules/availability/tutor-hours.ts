import { MARKETS, isFreeSlot } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TutorHours } from '../../ports/tutor-hours';
import { availabilityOf, tutorOf } from './availability.queries';
import { tutorTrialLessons } from './availability.tables';

/** The availability area's answer to booking's TutorHours port. */
export const tutorHours: TutorHours = {
  async withinHours(executor: Executor, tutorId: string, start: Date, minutes: number, now: Date) {
    const tutor = await tutorOf(executor, tutorId);
    if (!tutor) return false;
    return isFreeSlot(
      {
        availability: await availabilityOf(executor, tutorId),
        timeZone: MARKETS[tutor.country].timeZone,
        busy: [],
        durationMinutes: minutes,
        now,
      },
      start,
    );
  },
  async trialLessonOf(executor: Executor, tutorId: string) {
    const [row] = await executor
      .select()
      .from(tutorTrialLessons)
      .where(eq(tutorTrialLessons.userId, tutorId))
      .limit(1);
    return row ? { durationMinutes: row.durationMinutes, priceMinor: row.priceMinor } : undefined;
  },
};
