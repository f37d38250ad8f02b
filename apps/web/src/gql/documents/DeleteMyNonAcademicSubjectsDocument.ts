/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyNonAcademicSubjectsMutation, DeleteMyNonAcademicSubjectsMutationVariables } from '../graphql';

export const DeleteMyNonAcademicSubjectsDocument = /*#__PURE__*/ gql("mutation DeleteMyNonAcademicSubjects($pvidList:[ID!]!){deleteSubjectNonAcademic(pvidList:$pvidList){success message}}") as unknown as DocumentNode<DeleteMyNonAcademicSubjectsMutation, DeleteMyNonAcademicSubjectsMutationVariables>;
