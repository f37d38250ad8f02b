/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EditorCounsellingOptionsQuery, EditorCounsellingOptionsQueryVariables } from '../graphql';

export const EditorCounsellingOptionsDocument = "query EditorCounsellingOptions($country:String!){getProgrammeSubjectCounselling(country:$country){pvid name country}}" as unknown as DocumentNode<EditorCounsellingOptionsQuery, EditorCounsellingOptionsQueryVariables>;
