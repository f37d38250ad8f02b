/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMySubjectsMutation, DeleteMySubjectsMutationVariables } from '../graphql';

export const DeleteMySubjectsDocument = /*#__PURE__*/ gql("mutation DeleteMySubjects($pvidList:[ID!]!){deleteSubject(pvidList:$pvidList){success message}}") as unknown as DocumentNode<DeleteMySubjectsMutation, DeleteMySubjectsMutationVariables>;
