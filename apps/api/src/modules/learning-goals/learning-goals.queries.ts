import type { CountryCode, LearningGoals } from '@ajar/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { levels, referenceSubjects } from '../reference';
import { learningGoals, type LearningGoalsRow } from './learning-goals.tables';

export function goalsOf(executor: Executor, userId: string): Promise<LearningGoalsRow | undefined> {
  return executor
    .select()
    .from(learningGoals)
    .where(eq(learningGoals.userId, userId))
    .then((rows) => rows[0]);
}

/** The names of those subjects that are the market's, by id. */
export async function marketSubjects(
  executor: Executor,
  country: CountryCode,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: referenceSubjects.id, name: referenceSubjects.name })
    .from(referenceSubjects)
    .where(and(eq(referenceSubjects.country, country), inArray(referenceSubjects.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The level's name when it is one of the market's, else null. */
export async function marketLevelName(
  executor: Executor,
  country: CountryCode,
  id: string,
): Promise<string | null> {
  const rows = await executor
    .select({ name: levels.name })
    .from(levels)
    .where(and(eq(levels.country, country), eq(levels.id, id)));
  return rows[0]?.name ?? null;
}

/** One statement: the student's row is inserted or replaced whole, so two saves at once leave the last one. */
export async function upsertGoals(
  executor: Executor,
  userId: string,
  goals: LearningGoals,
  currency: string,
  now: Date,
): Promise<LearningGoalsRow> {
  const values = {
    subjectIds: goals.subjects,
    levelId: goals.level,
    goal: goals.goal,
    budgetPerHourMinor: goals.budgetPerHour,
    currency,
    preferredDays: goals.preferredDays,
    preferredTimes: goals.preferredTimes,
    updatedAt: now,
  };
  const [row] = await executor
    .insert(learningGoals)
    .values({ userId, createdAt: now, ...values })
    .onConflictDoUpdate({ target: learningGoals.userId, set: values })
    .returning();
  return row!;
}
