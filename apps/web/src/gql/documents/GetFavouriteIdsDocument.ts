/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetFavouriteIdsQuery, GetFavouriteIdsQueryVariables } from '../graphql';

export const GetFavouriteIdsDocument = "query GetFavouriteIds{getFavouriteIds}" as unknown as DocumentNode<GetFavouriteIdsQuery, GetFavouriteIdsQueryVariables>;
