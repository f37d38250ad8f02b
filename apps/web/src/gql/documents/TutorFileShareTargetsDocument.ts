/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorFileShareTargetsQuery, TutorFileShareTargetsQueryVariables } from '../graphql';

export const TutorFileShareTargetsDocument = "query TutorFileShareTargets{tutorFileShareTargets{bookings{bookingId studentName startTime}classes{classId title}}}" as unknown as DocumentNode<TutorFileShareTargetsQuery, TutorFileShareTargetsQueryVariables>;
