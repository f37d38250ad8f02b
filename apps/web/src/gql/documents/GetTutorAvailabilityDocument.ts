/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetTutorAvailabilityQuery, GetTutorAvailabilityQueryVariables } from '../graphql';

export const GetTutorAvailabilityDocument = "query GetTutorAvailability($tutorId:ID!){getTutorAvailability(tutorId:$tutorId){...TutorAvailabilityFields}}fragment TutorAvailabilityFields on TutorAvailability{weekly{weekday intervals{start end}}exceptions{date kind intervals{start end}}noticeHours timeZone isSet trialLesson{duration price currency}}" as unknown as DocumentNode<GetTutorAvailabilityQuery, GetTutorAvailabilityQueryVariables>;
