/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EditorLevelOptionsQuery, EditorLevelOptionsQueryVariables } from '../graphql';

export const EditorLevelOptionsDocument = "query EditorLevelOptions($country:String!){getProgrammeLevelList(country:$country){pvid name curriculumPvid curriculumName}}" as unknown as DocumentNode<EditorLevelOptionsQuery, EditorLevelOptionsQueryVariables>;
