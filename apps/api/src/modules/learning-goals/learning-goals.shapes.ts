import type { LearningGoal, PreferredTime, Weekday } from '@ajar/domain';
import type { SearchTutorView } from '../search';

/** myLearningGoals: what the student saved, with the names the home and the form show. */
export interface LearningGoalsView {
  readonly subjects: readonly { readonly pvid: string; readonly name: string }[];
  readonly level: { readonly pvid: string; readonly name: string } | null;
  readonly goal: LearningGoal;
  /** Minor units of `currency` (the market's), or null: any price. */
  readonly budgetPerHour: number | null;
  readonly currency: string;
  readonly preferredDays: readonly Weekday[];
  readonly preferredTimes: readonly PreferredTime[];
  readonly updatedAt: Date;
}

/** getRecommendedTutors: a tutor for the student's goals, at the price of the subject matched. */
export interface RecommendedTutorView {
  readonly tutor: SearchTutorView;
  readonly subjectPvid: string;
  readonly subjectName: string;
  /** Minor units an hour of the subject matched (at the student's level when the tutor teaches it). */
  readonly pricePerHour: number;
  readonly currency: string;
  readonly levelMatched: boolean;
}
