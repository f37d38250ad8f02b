/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyExperienceSubjectsMutation, DeleteMyExperienceSubjectsMutationVariables } from '../graphql';

export const DeleteMyExperienceSubjectsDocument = /*#__PURE__*/ gql("mutation DeleteMyExperienceSubjects($pvidList:[ID!]!){deleteExperienceSubject(pvidList:$pvidList){success message}}") as unknown as DocumentNode<DeleteMyExperienceSubjectsMutation, DeleteMyExperienceSubjectsMutationVariables>;
