/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorFreeSlotsQuery, TutorFreeSlotsQueryVariables } from '../graphql';

export const TutorFreeSlotsDocument = "query TutorFreeSlots($tutorId:ID!$from:String!$days:Int!$duration:Int!){getTutorFreeSlots(tutorId:$tutorId from:$from days:$days duration:$duration)}" as unknown as DocumentNode<TutorFreeSlotsQuery, TutorFreeSlotsQueryVariables>;
