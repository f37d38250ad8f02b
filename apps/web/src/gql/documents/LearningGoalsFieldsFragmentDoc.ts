/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { LearningGoalsFieldsFragment } from '../graphql';

export const LearningGoalsFieldsFragmentDoc = "fragment LearningGoalsFields on LearningGoals{subjects{pvid name}level{pvid name}goal budgetPerHour currency preferredDays preferredTimes}" as unknown as DocumentNode<LearningGoalsFieldsFragment, unknown>;
