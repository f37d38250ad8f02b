/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMySubjectsMutation, DeleteMySubjectsMutationVariables } from '../graphql';

export const DeleteMySubjectsDocument = "mutation DeleteMySubjects($pvidList:[ID!]!){deleteSubject(pvidList:$pvidList){success message}}" as unknown as DocumentNode<DeleteMySubjectsMutation, DeleteMySubjectsMutationVariables>;
