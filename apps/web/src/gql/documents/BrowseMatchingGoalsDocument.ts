/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BrowseMatchingGoalsQuery, BrowseMatchingGoalsQueryVariables } from '../graphql';

export const BrowseMatchingGoalsDocument = "query BrowseMatchingGoals{myLearningGoals{subjects{pvid}preferredDays}}" as unknown as DocumentNode<BrowseMatchingGoalsQuery, BrowseMatchingGoalsQueryVariables>;
