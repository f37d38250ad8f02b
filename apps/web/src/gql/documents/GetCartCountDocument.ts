/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetCartCountQuery, GetCartCountQueryVariables } from '../graphql';

export const GetCartCountDocument = "query GetCartCount{getUserCartsItems{count}}" as unknown as DocumentNode<GetCartCountQuery, GetCartCountQueryVariables>;
