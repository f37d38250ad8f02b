import { MARKETS, RECOMMENDED_TUTORS_MAX, RECOMMENDED_TUTORS_SHOWN, learningGoalsSchema } from '@ajar/domain';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { DomainError, parseInput } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { subjectsOf } from '../profile';
import { matchingTutors } from '../search';
import { goalsOf, marketLevelName, marketSubjects, upsertGoals } from './learning-goals.queries';
import type { LearningGoalsRow } from './learning-goals.tables';
import type { LearningGoalsView, RecommendedTutorView } from './learning-goals.shapes';
import { recommendationFor } from './learning-goals.policy';

async function viewOf(deps: Deps, viewer: Viewer, row: LearningGoalsRow): Promise<LearningGoalsView> {
  const names = await marketSubjects(deps.db, viewer.country, row.subjectIds);
  const levelName = row.levelId ? await marketLevelName(deps.db, viewer.country, row.levelId) : null;
  return {
    subjects: row.subjectIds.flatMap((pvid) => {
      const name = names.get(pvid);
      return name === undefined ? [] : [{ pvid, name }];
    }),
    level: row.levelId && levelName !== null ? { pvid: row.levelId, name: levelName } : null,
    goal: row.goal,
    budgetPerHour: row.budgetPerHourMinor,
    currency: row.currency,
    preferredDays: row.preferredDays,
    preferredTimes: row.preferredTimes,
    updatedAt: row.updatedAt,
  };
}

/** myLearningGoals: the student's saved goals, or null before they saved any. */
export async function myLearningGoals(deps: Deps, viewer: Viewer): Promise<LearningGoalsView | null> {
  const row = await goalsOf(deps.db, viewer.userId);
  return row ? viewOf(deps, viewer, row) : null;
}

/**
 * saveLearningGoals: replaces the student's goals (one row each). The subjects and the level must be the
 * student's market's; reference rows do not change, so they are read before the one upsert that writes.
 */
export async function saveLearningGoals(
  deps: Deps,
  viewer: Viewer,
  /** The mutation's arguments, as they came: the schema checks them. */
  input: Readonly<Record<string, unknown>>,
): Promise<LearningGoalsView> {
  const goals = parseInput(learningGoalsSchema, input);
  const known = await marketSubjects(deps.db, viewer.country, goals.subjects);
  const stray = goals.subjects.findIndex((id) => !known.has(id));
  if (stray >= 0)
    throw new DomainError('BAD_USER_INPUT', 'subjectRequired', { [`subjects.${stray}`]: 'subjectRequired' });
  if (goals.level && (await marketLevelName(deps.db, viewer.country, goals.level)) === null)
    throw new DomainError('BAD_USER_INPUT', 'levelRequired', { level: 'levelRequired' });
  const currency = MARKETS[viewer.country].currency;
  const row = await upsertGoals(deps.db, viewer.userId, goals, currency, deps.clock.now());
  return viewOf(deps, viewer, row);
}

const limitSchema = z
  .number()
  .int()
  .min(1)
  .max(RECOMMENDED_TUTORS_MAX)
  .nullish()
  .transform((limit) => limit ?? RECOMMENDED_TUTORS_SHOWN);

/**
 * getRecommendedTutors: the market's tutors for the saved subjects and days (search's matching, one lesson a
 * week), within the budget at the price of the subject matched, those teaching the student's level first.
 * No saved goals: none.
 */
export async function recommendedTutors(
  deps: Deps,
  viewer: Viewer,
  limitInput: number | null | undefined,
): Promise<RecommendedTutorView[]> {
  const limit = parseInput(limitSchema, limitInput);
  const goals = await goalsOf(deps.db, viewer.userId);
  if (!goals) return [];
  const matches = await matchingTutors(deps, viewer, {
    lessonPerWeek: 1,
    preferredDays: goals.preferredDays,
    subjects: goals.subjectIds,
    country: viewer.country,
  });
  const taught = await subjectsOf(
    deps.db,
    matches.map((match) => match.tutor.userPvid),
  );
  const recommended = matches.flatMap((match) => {
    const offer = recommendationFor(
      taught.filter((subject) => subject.userPvid === match.tutor.userPvid),
      goals,
    );
    if (!offer) return [];
    return [{ ...offer, tutor: match.tutor, currency: match.tutor.currency }];
  });
  // Search's order holds within each group: the tutors teaching the student's level come first.
  return [
    ...recommended.filter((tutor) => tutor.levelMatched),
    ...recommended.filter((tutor) => !tutor.levelMatched),
  ].slice(0, limit);
}
