/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyExperienceSubjectsMutation, DeleteMyExperienceSubjectsMutationVariables } from '../graphql';

export const DeleteMyExperienceSubjectsDocument = "mutation DeleteMyExperienceSubjects($pvidList:[ID!]!){deleteExperienceSubject(pvidList:$pvidList){success message}}" as unknown as DocumentNode<DeleteMyExperienceSubjectsMutation, DeleteMyExperienceSubjectsMutationVariables>;
