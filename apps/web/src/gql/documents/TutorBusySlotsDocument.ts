/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorBusySlotsQuery, TutorBusySlotsQueryVariables } from '../graphql';

export const TutorBusySlotsDocument = "query TutorBusySlots($tutorId:ID!){getUserTutorBookingsForCalendar(tutorId:$tutorId){id startTime endTime}}" as unknown as DocumentNode<TutorBusySlotsQuery, TutorBusySlotsQueryVariables>;
