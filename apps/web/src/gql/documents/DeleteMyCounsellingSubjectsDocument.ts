/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyCounsellingSubjectsMutation, DeleteMyCounsellingSubjectsMutationVariables } from '../graphql';

export const DeleteMyCounsellingSubjectsDocument = "mutation DeleteMyCounsellingSubjects($pvidList:[ID!]!){deleteProgrammeSubjectCounselling(pvidList:$pvidList){success message}}" as unknown as DocumentNode<DeleteMyCounsellingSubjectsMutation, DeleteMyCounsellingSubjectsMutationVariables>;
