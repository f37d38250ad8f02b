/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteCartItemMutation, DeleteCartItemMutationVariables } from '../graphql';

export const DeleteCartItemDocument = "mutation DeleteCartItem($itemId:ID!$itemType:CartItemType!){deleteItemFormCart(itemId:$itemId itemType:$itemType){success count}}" as unknown as DocumentNode<DeleteCartItemMutation, DeleteCartItemMutationVariables>;
