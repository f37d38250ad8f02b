import type { Executor } from '../db/client';

/** A tutor's trial lesson: their length and price in their market's currency. */
export interface TrialLessonTerms {
  readonly durationMinutes: number;
  readonly priceMinor: number;
}

/**
 * What booking asks of a tutor's availability. Availability reads bookings (a slot is free when
 * no lesson holds it), so booking never imports it: the app hands this in through Deps.
 */
export interface TutorHours {
  /**
   * Whether a lesson of `minutes` starting at `start` is one of the tutor's slots: inside their hours of that
   * date, on the slot step, after their notice. Other lessons are not looked at: the bookings' no-overlap
   * constraint refuses a taken time in the same transaction as the write.
   */
  withinHours(executor: Executor, tutorId: string, start: Date, minutes: number, now: Date): Promise<boolean>;
  /** The tutor's trial lesson, or undefined when they offer none. */
  trialLessonOf(executor: Executor, tutorId: string): Promise<TrialLessonTerms | undefined>;
}
