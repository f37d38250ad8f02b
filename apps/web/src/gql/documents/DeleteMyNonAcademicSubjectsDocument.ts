/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyNonAcademicSubjectsMutation, DeleteMyNonAcademicSubjectsMutationVariables } from '../graphql';

export const DeleteMyNonAcademicSubjectsDocument = "mutation DeleteMyNonAcademicSubjects($pvidList:[ID!]!){deleteSubjectNonAcademic(pvidList:$pvidList){success message}}" as unknown as DocumentNode<DeleteMyNonAcademicSubjectsMutation, DeleteMyNonAcademicSubjectsMutationVariables>;
