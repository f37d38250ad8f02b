/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetPayoutsQuery, GetPayoutsQueryVariables } from '../graphql';

export const GetPayoutsDocument = "query GetPayouts{getPayouts{id amount currency createdAt accountHolderName accountNumberLast4 bookingId}}" as unknown as DocumentNode<GetPayoutsQuery, GetPayoutsQueryVariables>;
