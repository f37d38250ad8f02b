/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EditorCurriculaQuery, EditorCurriculaQueryVariables } from '../graphql';

export const EditorCurriculaDocument = "query EditorCurricula($country:String){getProgrammeCurriculumList(country:$country){pvid name country}}" as unknown as DocumentNode<EditorCurriculaQuery, EditorCurriculaQueryVariables>;
