/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddClassToCartMutation, AddClassToCartMutationVariables } from '../graphql';

export const AddClassToCartDocument = "mutation AddClassToCart($classId:ID!){addItemToCart(itemId:$classId itemType:Class){success count}}" as unknown as DocumentNode<AddClassToCartMutation, AddClassToCartMutationVariables>;
