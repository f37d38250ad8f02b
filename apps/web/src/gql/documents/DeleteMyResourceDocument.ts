/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyResourceMutation, DeleteMyResourceMutationVariables } from '../graphql';

export const DeleteMyResourceDocument = "mutation DeleteMyResource($pvid:ID!){deleteResource(pvid:$pvid){success message}}" as unknown as DocumentNode<DeleteMyResourceMutation, DeleteMyResourceMutationVariables>;
