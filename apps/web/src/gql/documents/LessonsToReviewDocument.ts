/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { LessonsToReviewQuery, LessonsToReviewQueryVariables } from '../graphql';

export const LessonsToReviewDocument = "query LessonsToReview{lessonsToReview{bookingPvid startTime endTime subject tutorPvid tutorFirstName tutorLastName}}" as unknown as DocumentNode<LessonsToReviewQuery, LessonsToReviewQueryVariables>;
