/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { StudentBookedTutorsQuery, StudentBookedTutorsQueryVariables } from '../graphql';

export const StudentBookedTutorsDocument = "query StudentBookedTutors{getBookings(role:STUDENT){pvid status isFirstBooking tutor{userPvid}}}" as unknown as DocumentNode<StudentBookedTutorsQuery, StudentBookedTutorsQueryVariables>;
