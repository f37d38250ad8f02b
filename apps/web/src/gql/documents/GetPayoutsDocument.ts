/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetPayoutsQuery, GetPayoutsQueryVariables } from '../graphql';

export const GetPayoutsDocument = /*#__PURE__*/ gql("query GetPayouts{getPayouts{id amount currency createdAt accountHolderName accountNumberLast4 bookingId}}") as unknown as DocumentNode<GetPayoutsQuery, GetPayoutsQueryVariables>;
