/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyEducationMutation, DeleteMyEducationMutationVariables } from '../graphql';

export const DeleteMyEducationDocument = "mutation DeleteMyEducation($pvidList:[ID!]!){deleteEducation(pvidList:$pvidList){success message}}" as unknown as DocumentNode<DeleteMyEducationMutation, DeleteMyEducationMutationVariables>;
