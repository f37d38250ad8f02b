/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorResourcesQuery, TutorResourcesQueryVariables } from '../graphql';

export const TutorResourcesDocument = "query TutorResources{myTutorFiles{...TutorFileFields}myTutorStorage{...TutorStorageFields}}fragment TutorFileFields on TutorFile{id fileName mimeType sizeBytes createdAt downloadPath shares{id target label}}fragment TutorStorageFields on TutorStorage{usedBytes quotaBytes freeQuotaBytes boughtBytes maxFileBytes}" as unknown as DocumentNode<TutorResourcesQuery, TutorResourcesQueryVariables>;
