/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { MyLearningGoalsQuery, MyLearningGoalsQueryVariables } from '../graphql';

export const MyLearningGoalsDocument = "query MyLearningGoals{myLearningGoals{...LearningGoalsFields}}fragment LearningGoalsFields on LearningGoals{subjects{pvid name}level{pvid name}goal budgetPerHour currency preferredDays preferredTimes}" as unknown as DocumentNode<MyLearningGoalsQuery, MyLearningGoalsQueryVariables>;
