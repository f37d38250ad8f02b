/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CommunityCommentFieldsFragment } from '../graphql';

export const CommunityCommentFieldsFragmentDoc = "fragment CommunityCommentFields on CommunityComment{pvid postPvid answerPvid body postedDate author{...CommunityAuthorFields}}fragment CommunityAuthorFields on CommunityAuthor{userId name username picture}" as unknown as DocumentNode<CommunityCommentFieldsFragment, unknown>;
