/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CommunityAuthorFieldsFragment } from '../graphql';

export const CommunityAuthorFieldsFragmentDoc = "fragment CommunityAuthorFields on CommunityAuthor{userId name username picture}" as unknown as DocumentNode<CommunityAuthorFieldsFragment, unknown>;
