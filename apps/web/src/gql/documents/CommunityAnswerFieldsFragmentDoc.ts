/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CommunityAnswerFieldsFragment } from '../graphql';

export const CommunityAnswerFieldsFragmentDoc = "fragment CommunityAnswerFields on CommunityAnswer{pvid postPvid body postedDate upvotes downvotes isAccepted myVote author{...CommunityAuthorFields}comments{...CommunityCommentFields}}fragment CommunityAuthorFields on CommunityAuthor{userId name username picture}fragment CommunityCommentFields on CommunityComment{pvid postPvid answerPvid body postedDate author{...CommunityAuthorFields}}" as unknown as DocumentNode<CommunityAnswerFieldsFragment, unknown>;
