/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetStaffPayoutsQuery, GetStaffPayoutsQueryVariables } from '../graphql';

export const GetStaffPayoutsDocument = "query GetStaffPayouts($page:Int$currency:String){getStaffPayouts(page:$page currency:$currency){total page pageSize items{id amount currency createdAt bookingId tutorName tutorEmail accountHolderName accountNumberLast4}}}" as unknown as DocumentNode<GetStaffPayoutsQuery, GetStaffPayoutsQueryVariables>;
