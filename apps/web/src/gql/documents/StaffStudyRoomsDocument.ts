/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { StaffStudyRoomsQuery, StaffStudyRoomsQueryVariables } from '../graphql';

export const StaffStudyRoomsDocument = "query StaffStudyRooms($country:String){staffStudyRooms(country:$country){id country name topic mode capacity presentCount creatorFirstName createdAt}}" as unknown as DocumentNode<StaffStudyRoomsQuery, StaffStudyRoomsQueryVariables>;
