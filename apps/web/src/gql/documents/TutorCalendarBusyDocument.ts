/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorCalendarBusyQuery, TutorCalendarBusyQueryVariables } from '../graphql';

export const TutorCalendarBusyDocument = "query TutorCalendarBusy($tutorId:ID!){getUserTutorBookingsForCalendar(tutorId:$tutorId){id startTime endTime}}" as unknown as DocumentNode<TutorCalendarBusyQuery, TutorCalendarBusyQueryVariables>;
