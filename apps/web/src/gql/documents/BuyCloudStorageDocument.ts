/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BuyCloudStorageMutation, BuyCloudStorageMutationVariables } from '../graphql';

export const BuyCloudStorageDocument = "mutation BuyCloudStorage($packageCode:String!$paidWith:StoragePaymentMethod!){buyCloudStorage(packageCode:$packageCode paidWith:$paidWith){success message storage{...TutorStorageFields}}}fragment TutorStorageFields on TutorStorage{usedBytes quotaBytes freeQuotaBytes boughtBytes maxFileBytes}" as unknown as DocumentNode<BuyCloudStorageMutation, BuyCloudStorageMutationVariables>;
