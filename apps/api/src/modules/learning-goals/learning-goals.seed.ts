import { MARKETS, learningGoalsSchema, type CountryCode, type LearningGoalsInput } from '@ajar/domain';
import type { Executor } from '../../db/client';
import { upsertGoals } from './learning-goals.queries';

/** Demo goals and test worlds: the same rules as a student's save, without the market checks. */
export async function seedLearningGoals(
  executor: Executor,
  input: { userId: string; country: CountryCode; goals: LearningGoalsInput; now: Date },
): Promise<void> {
  const goals = learningGoalsSchema.parse(input.goals);
  await upsertGoals(executor, input.userId, goals, MARKETS[input.country].currency, input.now);
}
