/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddFavouriteMutation, AddFavouriteMutationVariables } from '../graphql';

export const AddFavouriteDocument = "mutation AddFavourite($uuid:ID!){addFavourite(uuid:$uuid){pvid uuid}}" as unknown as DocumentNode<AddFavouriteMutation, AddFavouriteMutationVariables>;
