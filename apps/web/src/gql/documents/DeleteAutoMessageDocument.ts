/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteAutoMessageMutation, DeleteAutoMessageMutationVariables } from '../graphql';

export const DeleteAutoMessageDocument = /*#__PURE__*/ gql("mutation DeleteAutoMessage($msgId:ID!){deleteAutoMessage(msgId:$msgId){success message}}") as unknown as DocumentNode<DeleteAutoMessageMutation, DeleteAutoMessageMutationVariables>;
