/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { MergeFavouritesMutation, MergeFavouritesMutationVariables } from '../graphql';

export const MergeFavouritesDocument = "mutation MergeFavourites($list:[FavouriteInput!]!){mergeFavourites(list:$list){pvid uuid}}" as unknown as DocumentNode<MergeFavouritesMutation, MergeFavouritesMutationVariables>;
