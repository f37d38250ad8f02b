/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EditorNonAcademicOptionsQuery, EditorNonAcademicOptionsQueryVariables } from '../graphql';

export const EditorNonAcademicOptionsDocument = "query EditorNonAcademicOptions($country:String!){listProfileNonAcademic(country:$country){pvid name status subNonAcademic{pvid name status}}}" as unknown as DocumentNode<EditorNonAcademicOptionsQuery, EditorNonAcademicOptionsQueryVariables>;
