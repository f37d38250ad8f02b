/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteAutoMessageMutation, DeleteAutoMessageMutationVariables } from '../graphql';

export const DeleteAutoMessageDocument = "mutation DeleteAutoMessage($msgId:ID!){deleteAutoMessage(msgId:$msgId){success message}}" as unknown as DocumentNode<DeleteAutoMessageMutation, DeleteAutoMessageMutationVariables>;
