/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorReviewsQuery, TutorReviewsQueryVariables } from '../graphql';

export const TutorReviewsDocument = "query TutorReviews($userPvid:ID!$limit:Int){getTestimonialList(userPvid:$userPvid limit:$limit){pvid comment postedDate rating reviewer subjectName reply repliedAt verifiedLesson}}" as unknown as DocumentNode<TutorReviewsQuery, TutorReviewsQueryVariables>;
