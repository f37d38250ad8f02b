/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UploadMyBannerMutation, UploadMyBannerMutationVariables } from '../graphql';

export const UploadMyBannerDocument = "mutation UploadMyBanner($file:Upload!){uploadProfileBanner(file:$file){pvid path}}" as unknown as DocumentNode<UploadMyBannerMutation, UploadMyBannerMutationVariables>;
