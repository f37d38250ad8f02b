/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddItemToCartMutation, AddItemToCartMutationVariables } from '../graphql';

export const AddItemToCartDocument = "mutation AddItemToCart($itemId:ID!$itemType:CartItemType!$quantity:Int){addItemToCart(itemId:$itemId itemType:$itemType quantity:$quantity){success count}}" as unknown as DocumentNode<AddItemToCartMutation, AddItemToCartMutationVariables>;
