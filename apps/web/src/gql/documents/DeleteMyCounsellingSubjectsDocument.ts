/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyCounsellingSubjectsMutation, DeleteMyCounsellingSubjectsMutationVariables } from '../graphql';

export const DeleteMyCounsellingSubjectsDocument = /*#__PURE__*/ gql("mutation DeleteMyCounsellingSubjects($pvidList:[ID!]!){deleteProgrammeSubjectCounselling(pvidList:$pvidList){success message}}") as unknown as DocumentNode<DeleteMyCounsellingSubjectsMutation, DeleteMyCounsellingSubjectsMutationVariables>;
