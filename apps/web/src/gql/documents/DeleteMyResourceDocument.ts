/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyResourceMutation, DeleteMyResourceMutationVariables } from '../graphql';

export const DeleteMyResourceDocument = /*#__PURE__*/ gql("mutation DeleteMyResource($pvid:ID!){deleteResource(pvid:$pvid){success message}}") as unknown as DocumentNode<DeleteMyResourceMutation, DeleteMyResourceMutationVariables>;
