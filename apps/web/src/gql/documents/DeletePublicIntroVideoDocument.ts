/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeletePublicIntroVideoMutation, DeletePublicIntroVideoMutationVariables } from '../graphql';

export const DeletePublicIntroVideoDocument = "mutation DeletePublicIntroVideo($pvid:ID!){deleteResource(pvid:$pvid){success message}}" as unknown as DocumentNode<DeletePublicIntroVideoMutation, DeletePublicIntroVideoMutationVariables>;
