/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EditorSubjectOptionsQuery, EditorSubjectOptionsQueryVariables } from '../graphql';

export const EditorSubjectOptionsDocument = "query EditorSubjectOptions($country:String!){getProgrammeSubjectList(country:$country){pvid name country}}" as unknown as DocumentNode<EditorSubjectOptionsQuery, EditorSubjectOptionsQueryVariables>;
