/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorTrialLessonQuery, TutorTrialLessonQueryVariables } from '../graphql';

export const TutorTrialLessonDocument = "query TutorTrialLesson($tutorId:ID!){getTutorAvailability(tutorId:$tutorId){trialLesson{duration price currency}}}" as unknown as DocumentNode<TutorTrialLessonQuery, TutorTrialLessonQueryVariables>;
