/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EditorCounsellingOptionsQuery, EditorCounsellingOptionsQueryVariables } from '../graphql';

export const EditorCounsellingOptionsDocument = /*#__PURE__*/ gql("query EditorCounsellingOptions($country:String!){getProgrammeSubjectCounselling(country:$country){pvid name country}}") as unknown as DocumentNode<EditorCounsellingOptionsQuery, EditorCounsellingOptionsQueryVariables>;
