/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorCalendarHoursQuery, TutorCalendarHoursQueryVariables } from '../graphql';

export const TutorCalendarHoursDocument = "query TutorCalendarHours($tutorId:ID!){getTutorAvailability(tutorId:$tutorId){...TutorAvailabilityFields}getMyTutorClasses{class{id title sessions{id startTime endTime cancelled}}}}fragment TutorAvailabilityFields on TutorAvailability{weekly{weekday intervals{start end}}exceptions{date kind intervals{start end}}noticeHours timeZone isSet trialLesson{duration price currency}}" as unknown as DocumentNode<TutorCalendarHoursQuery, TutorCalendarHoursQueryVariables>;
