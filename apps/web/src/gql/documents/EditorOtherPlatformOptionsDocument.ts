/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EditorOtherPlatformOptionsQuery, EditorOtherPlatformOptionsQueryVariables } from '../graphql';

export const EditorOtherPlatformOptionsDocument = "query EditorOtherPlatformOptions{getOtherPlatformMasterList{pvid name iconLink}}" as unknown as DocumentNode<EditorOtherPlatformOptionsQuery, EditorOtherPlatformOptionsQueryVariables>;
