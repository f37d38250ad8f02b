/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UploadMyBannerMutation, UploadMyBannerMutationVariables } from '../graphql';

export const UploadMyBannerDocument = /*#__PURE__*/ gql("mutation UploadMyBanner($file:Upload!){uploadProfileBanner(file:$file){pvid path}}") as unknown as DocumentNode<UploadMyBannerMutation, UploadMyBannerMutationVariables>;
