/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyExperienceMutation, DeleteMyExperienceMutationVariables } from '../graphql';

export const DeleteMyExperienceDocument = "mutation DeleteMyExperience($pvidList:[ID!]!){deleteExperience(pvidList:$pvidList){success message}}" as unknown as DocumentNode<DeleteMyExperienceMutation, DeleteMyExperienceMutationVariables>;
