/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetFavouriteIdsQuery, GetFavouriteIdsQueryVariables } from '../graphql';

export const GetFavouriteIdsDocument = /*#__PURE__*/ gql("query GetFavouriteIds{getFavouriteIds}") as unknown as DocumentNode<GetFavouriteIdsQuery, GetFavouriteIdsQueryVariables>;
