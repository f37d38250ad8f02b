/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UpdateTutorAvailabilityMutation, UpdateTutorAvailabilityMutationVariables } from '../graphql';

export const UpdateTutorAvailabilityDocument = "mutation UpdateTutorAvailability($weekly:[WeekdayHoursInput!]!$exceptions:[AvailabilityExceptionInput!]!$noticeHours:Int!){updateTutorAvailability(weekly:$weekly exceptions:$exceptions noticeHours:$noticeHours){...TutorAvailabilityFields}}fragment TutorAvailabilityFields on TutorAvailability{weekly{weekday intervals{start end}}exceptions{date kind intervals{start end}}noticeHours timeZone isSet trialLesson{duration price currency}}" as unknown as DocumentNode<UpdateTutorAvailabilityMutation, UpdateTutorAvailabilityMutationVariables>;
