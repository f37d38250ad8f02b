/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorFileFieldsFragment } from '../graphql';

export const TutorFileFieldsFragmentDoc = "fragment TutorFileFields on TutorFile{id fileName mimeType sizeBytes createdAt downloadPath shares{id target label}}" as unknown as DocumentNode<TutorFileFieldsFragment, unknown>;
