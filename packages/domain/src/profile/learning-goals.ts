import { z } from 'zod';
import { MATCHING_MAX_SUBJECTS, WEEKDAYS, type Weekday } from '../constants';
import { TIMES_OF_DAY, type TimeOfDay } from '../search-availability';
import { MAX_SAFE_MINOR } from '../money';
import { MESSAGES } from '../messages';

/**
 * A student's learning goals, asked at onboarding: what to learn (1..MATCHING_MAX_SUBJECTS subjects, a level),
 * why, how much an hour at most, and when. They choose the tutors recommended on the student's home.
 */
export const LEARNING_GOALS = ['EXAM', 'SCHOOL', 'SKILL', 'HOBBY'] as const;
export type LearningGoal = (typeof LEARNING_GOALS)[number];

/** The parts of the day a student prefers: search's times of day (their hours in TIME_OF_DAY_MINUTES). */
export const PREFERRED_TIMES = TIMES_OF_DAY;
export type PreferredTime = TimeOfDay;

/** How many recommended tutors the student's home shows, and the most one may ask for. */
export const RECOMMENDED_TUTORS_SHOWN = 4;
export const RECOMMENDED_TUTORS_MAX = 20;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pvid = (message: string) => z.string({ error: message }).trim().regex(GUID, { error: message });

/** Keeps each entry once, in the order of `all` (the days of the week, the parts of the day). */
const inOrderOf =
  <T extends string>(all: readonly T[]) =>
  (chosen: readonly T[]): T[] =>
    all.filter((entry) => chosen.includes(entry));

export const learningGoalsSchema = z.object({
  subjects: z
    .array(pvid(MESSAGES.subjectRequired), { error: MESSAGES.subjectRequired })
    .min(1, { error: MESSAGES.subjectRequired })
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.string()).max(MATCHING_MAX_SUBJECTS, { error: MESSAGES.goalsTooManySubjects })),
  level: pvid(MESSAGES.levelRequired)
    .nullish()
    .transform((id) => id ?? null),
  goal: z.enum(LEARNING_GOALS, { error: MESSAGES.goalRequired }),
  budgetPerHour: z
    .number({ error: MESSAGES.budgetInvalid })
    .int({ error: MESSAGES.budgetInvalid })
    .min(0, { error: MESSAGES.budgetInvalid })
    .max(MAX_SAFE_MINOR, { error: MESSAGES.budgetInvalid })
    .nullish()
    .transform((amount) => amount ?? null),
  preferredDays: z
    .array(z.enum(WEEKDAYS, { error: MESSAGES.preferredDaysInvalid }), {
      error: MESSAGES.preferredDaysInvalid,
    })
    .max(WEEKDAYS.length * 2, { error: MESSAGES.preferredDaysInvalid })
    .transform(inOrderOf<Weekday>(WEEKDAYS)),
  preferredTimes: z
    .array(z.enum(PREFERRED_TIMES, { error: MESSAGES.preferredTimesInvalid }), {
      error: MESSAGES.preferredTimesInvalid,
    })
    .max(PREFERRED_TIMES.length * 2, { error: MESSAGES.preferredTimesInvalid })
    .transform(inOrderOf<PreferredTime>(PREFERRED_TIMES)),
});

export type LearningGoalsInput = z.input<typeof learningGoalsSchema>;
export type LearningGoals = z.output<typeof learningGoalsSchema>;

/** Whether an hourly price (minor units) fits the budget; no budget fits every price. */
export const withinBudget = (pricePerHour: number, budgetPerHour: number | null): boolean =>
  budgetPerHour === null || pricePerHour <= budgetPerHour;
