/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMySkillsMutation, DeleteMySkillsMutationVariables } from '../graphql';

export const DeleteMySkillsDocument = /*#__PURE__*/ gql("mutation DeleteMySkills($pvidList:[ID!]!){deleteSkill(pvidList:$pvidList){success message}}") as unknown as DocumentNode<DeleteMySkillsMutation, DeleteMySkillsMutationVariables>;
