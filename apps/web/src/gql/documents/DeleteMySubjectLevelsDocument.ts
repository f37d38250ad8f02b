/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMySubjectLevelsMutation, DeleteMySubjectLevelsMutationVariables } from '../graphql';

export const DeleteMySubjectLevelsDocument = "mutation DeleteMySubjectLevels($pvidList:[ID!]!){deleteLevel(pvidList:$pvidList){success message}}" as unknown as DocumentNode<DeleteMySubjectLevelsMutation, DeleteMySubjectLevelsMutationVariables>;
