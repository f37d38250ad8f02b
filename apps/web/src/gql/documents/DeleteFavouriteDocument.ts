/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteFavouriteMutation, DeleteFavouriteMutationVariables } from '../graphql';

export const DeleteFavouriteDocument = /*#__PURE__*/ gql("mutation DeleteFavourite($uuid:ID!){deleteFavourite(uuid:$uuid){success}}") as unknown as DocumentNode<DeleteFavouriteMutation, DeleteFavouriteMutationVariables>;
