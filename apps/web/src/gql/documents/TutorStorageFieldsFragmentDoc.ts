/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorStorageFieldsFragment } from '../graphql';

export const TutorStorageFieldsFragmentDoc = "fragment TutorStorageFields on TutorStorage{usedBytes quotaBytes freeQuotaBytes boughtBytes maxFileBytes}" as unknown as DocumentNode<TutorStorageFieldsFragment, unknown>;
