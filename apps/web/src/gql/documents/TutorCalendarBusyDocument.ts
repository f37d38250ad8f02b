/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorCalendarBusyQuery, TutorCalendarBusyQueryVariables } from '../graphql';

export const TutorCalendarBusyDocument = /*#__PURE__*/ gql("query TutorCalendarBusy($tutorId:ID!){getUserTutorBookingsForCalendar(tutorId:$tutorId){id startTime endTime}}") as unknown as DocumentNode<TutorCalendarBusyQuery, TutorCalendarBusyQueryVariables>;
