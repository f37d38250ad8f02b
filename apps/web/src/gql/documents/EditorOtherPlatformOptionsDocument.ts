/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EditorOtherPlatformOptionsQuery, EditorOtherPlatformOptionsQueryVariables } from '../graphql';

export const EditorOtherPlatformOptionsDocument = /*#__PURE__*/ gql("query EditorOtherPlatformOptions{getOtherPlatformMasterList{pvid name iconLink}}") as unknown as DocumentNode<EditorOtherPlatformOptionsQuery, EditorOtherPlatformOptionsQueryVariables>;
