/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CloudStoragePageQuery, CloudStoragePageQueryVariables } from '../graphql';

export const CloudStoragePageDocument = "query CloudStoragePage{myTutorStorage{...TutorStorageFields}cloudStoragePackages{code bytes credits priceMinor currency}myStoragePurchases{id packageCode bytes paidWith credits amountMinor currency createdAt}getUserCredits{credits}getProfile{pvid country balance}}fragment TutorStorageFields on TutorStorage{usedBytes quotaBytes freeQuotaBytes boughtBytes maxFileBytes}" as unknown as DocumentNode<CloudStoragePageQuery, CloudStoragePageQueryVariables>;
