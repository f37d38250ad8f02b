import { withinBudget } from '@ajar/domain';

/** What a tutor offers of a student's goals: pure, for the recommendations. */

interface TaughtSubject {
  readonly programmeSubjectPvid: string;
  readonly name: string;
  readonly levels: readonly { readonly programmeLevelPvid: string; readonly pricePerHour: number }[];
}

interface Goals {
  readonly subjectIds: readonly string[];
  readonly levelId: string | null;
  readonly budgetPerHourMinor: number | null;
}

export interface GoalOffer {
  readonly subjectPvid: string;
  readonly subjectName: string;
  readonly pricePerHour: number;
  readonly levelMatched: boolean;
}

/**
 * The tutor's cheapest lesson of the student's subjects within the budget, at the student's level when the
 * tutor teaches one of the subjects at it (then `levelMatched`); null when none fits.
 */
export function recommendationFor(taught: readonly TaughtSubject[], goals: Goals): GoalOffer | null {
  const offers = taught
    .filter((subject) => goals.subjectIds.includes(subject.programmeSubjectPvid))
    .flatMap((subject) =>
      subject.levels.map((level) => ({
        subjectPvid: subject.programmeSubjectPvid,
        subjectName: subject.name,
        pricePerHour: level.pricePerHour,
        levelMatched: goals.levelId !== null && level.programmeLevelPvid === goals.levelId,
      })),
    )
    .filter((offer) => withinBudget(offer.pricePerHour, goals.budgetPerHourMinor));
  const atLevel = offers.filter((offer) => offer.levelMatched);
  const pool = atLevel.length > 0 ? atLevel : offers;
  return pool.reduce<GoalOffer | null>(
    (best, offer) => (best === null || offer.pricePerHour < best.pricePerHour ? offer : best),
    null,
  );
}
