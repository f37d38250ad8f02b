/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMySkillsMutation, DeleteMySkillsMutationVariables } from '../graphql';

export const DeleteMySkillsDocument = "mutation DeleteMySkills($pvidList:[ID!]!){deleteSkill(pvidList:$pvidList){success message}}" as unknown as DocumentNode<DeleteMySkillsMutation, DeleteMySkillsMutationVariables>;
