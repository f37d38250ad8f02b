/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EditorFindSkillsQuery, EditorFindSkillsQueryVariables } from '../graphql';

export const EditorFindSkillsDocument = "query EditorFindSkills($filter:String!){findSkills(filter:$filter)}" as unknown as DocumentNode<EditorFindSkillsQuery, EditorFindSkillsQueryVariables>;
