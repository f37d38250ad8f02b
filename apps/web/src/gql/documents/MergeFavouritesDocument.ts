/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { MergeFavouritesMutation, MergeFavouritesMutationVariables } from '../graphql';

export const MergeFavouritesDocument = /*#__PURE__*/ gql("mutation MergeFavourites($list:[FavouriteInput!]!){mergeFavourites(list:$list){pvid uuid}}") as unknown as DocumentNode<MergeFavouritesMutation, MergeFavouritesMutationVariables>;
