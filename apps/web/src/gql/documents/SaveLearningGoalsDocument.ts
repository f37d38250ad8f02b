/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SaveLearningGoalsMutation, SaveLearningGoalsMutationVariables } from '../graphql';

export const SaveLearningGoalsDocument = "mutation SaveLearningGoals($subjects:[ID!]!$level:ID$goal:LearningGoal!$budgetPerHour:Money$preferredDays:[String!]!$preferredTimes:[PreferredTime!]!){saveLearningGoals(subjects:$subjects level:$level goal:$goal budgetPerHour:$budgetPerHour preferredDays:$preferredDays preferredTimes:$preferredTimes){...LearningGoalsFields}}fragment LearningGoalsFields on LearningGoals{subjects{pvid name}level{pvid name}goal budgetPerHour currency preferredDays preferredTimes}" as unknown as DocumentNode<SaveLearningGoalsMutation, SaveLearningGoalsMutationVariables>;
