/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ReviewLessonMutation, ReviewLessonMutationVariables } from '../graphql';

export const ReviewLessonDocument = "mutation ReviewLesson($bookingPvid:ID!$rating:Int!$comment:String!){reviewLesson(bookingPvid:$bookingPvid rating:$rating comment:$comment){pvid rating comment verifiedLesson}}" as unknown as DocumentNode<ReviewLessonMutation, ReviewLessonMutationVariables>;
