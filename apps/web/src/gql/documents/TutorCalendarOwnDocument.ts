/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorCalendarOwnQuery, TutorCalendarOwnQueryVariables } from '../graphql';

export const TutorCalendarOwnDocument = "query TutorCalendarOwn{getTutorHisBookingsForCalendar{id startTime endTime location status price title studentName}}" as unknown as DocumentNode<TutorCalendarOwnQuery, TutorCalendarOwnQueryVariables>;
