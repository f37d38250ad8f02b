/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorCalendarHoursQuery, TutorCalendarHoursQueryVariables } from '../graphql';

export const TutorCalendarHoursDocument = "query TutorCalendarHours($tutorId:ID!){getTutorAvailability(tutorId:$tutorId){...CalendarHoursFields}getMyTutorClasses{class{id title sessions{id startTime endTime cancelled}}}}fragment CalendarHoursFields on TutorAvailability{weekly{weekday intervals{start end}}exceptions{date kind intervals{start end}}noticeHours timeZone}" as unknown as DocumentNode<TutorCalendarHoursQuery, TutorCalendarHoursQueryVariables>;
