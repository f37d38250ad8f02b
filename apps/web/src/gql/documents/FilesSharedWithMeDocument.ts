/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { FilesSharedWithMeQuery, FilesSharedWithMeQueryVariables } from '../graphql';

export const FilesSharedWithMeDocument = "query FilesSharedWithMe{filesSharedWithMe{id fileName mimeType sizeBytes sharedAt tutorName downloadPath}}" as unknown as DocumentNode<FilesSharedWithMeQuery, FilesSharedWithMeQueryVariables>;
