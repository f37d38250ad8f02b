/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddAutoMessageMutation, AddAutoMessageMutationVariables } from '../graphql';

export const AddAutoMessageDocument = "mutation AddAutoMessage($message:String!){addAutoMessage(message:$message){_id userId question createdAt}}" as unknown as DocumentNode<AddAutoMessageMutation, AddAutoMessageMutationVariables>;
