/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteFavouriteMutation, DeleteFavouriteMutationVariables } from '../graphql';

export const DeleteFavouriteDocument = "mutation DeleteFavourite($uuid:ID!){deleteFavourite(uuid:$uuid){success}}" as unknown as DocumentNode<DeleteFavouriteMutation, DeleteFavouriteMutationVariables>;
