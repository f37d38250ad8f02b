import type { GraphQLResponse, TestApp } from '../../../test/test-app';

export const SAVE_GOALS = `mutation SaveGoals(
  $subjects: [ID!]!, $level: ID, $goal: LearningGoal!, $budgetPerHour: Money, $preferredDays: [String!]!,
  $preferredTimes: [PreferredTime!]!
) {
  saveLearningGoals(subjects: $subjects, level: $level, goal: $goal, budgetPerHour: $budgetPerHour,
    preferredDays: $preferredDays, preferredTimes: $preferredTimes) {
    subjects { pvid name } level { pvid name } goal budgetPerHour currency preferredDays preferredTimes
  }
}`;

export const MY_GOALS = `query { myLearningGoals {
  subjects { pvid name } level { pvid name } goal budgetPerHour currency preferredDays preferredTimes
} }`;

export const RECOMMENDED = `query Recommended($limit: Int) {
  getRecommendedTutors(limit: $limit) {
    tutor { userPvid firstName token } subjectPvid subjectName pricePerHour currency levelMatched
  }
}`;

export interface GoalsRead {
  readonly subjects: { pvid: string; name: string }[];
  readonly level: { pvid: string; name: string } | null;
  readonly goal: string;
  readonly budgetPerHour: number | null;
  readonly currency: string;
  readonly preferredDays: string[];
  readonly preferredTimes: string[];
}

export interface RecommendedRead {
  readonly tutor: { userPvid: string; firstName: string; token: string };
  readonly subjectPvid: string;
  readonly subjectName: string;
  readonly pricePerHour: number;
  readonly currency: string;
  readonly levelMatched: boolean;
}

/** The learning-goals operations as a signed-in person (token) sends them. */
export function learningGoalsClient(t: TestApp) {
  return {
    save: (token: string, variables: Record<string, unknown>) =>
      t.gql<{ saveLearningGoals: GoalsRead }>(SAVE_GOALS, variables, { token }),
    mine: async (token: string): Promise<GoalsRead | null> => {
      const response = await t.gql<{ myLearningGoals: GoalsRead | null }>(MY_GOALS, {}, { token });
      if (response.errors) throw new Error(JSON.stringify(response.errors));
      return response.data!.myLearningGoals;
    },
    recommended: (
      token: string,
      limit?: number,
    ): Promise<GraphQLResponse<{ getRecommendedTutors: RecommendedRead[] }>> =>
      t.gql<{ getRecommendedTutors: RecommendedRead[] }>(RECOMMENDED, limit ? { limit } : {}, { token }),
  };
}
