/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyOtherPlatformsMutation, DeleteMyOtherPlatformsMutationVariables } from '../graphql';

export const DeleteMyOtherPlatformsDocument = "mutation DeleteMyOtherPlatforms($pvidList:[ID!]!){deleteOtherPlatform(pvidList:$pvidList){success message}}" as unknown as DocumentNode<DeleteMyOtherPlatformsMutation, DeleteMyOtherPlatformsMutationVariables>;
