/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CommunityPostFieldsFragment } from '../graphql';

export const CommunityPostFieldsFragmentDoc = "fragment CommunityPostFields on CommunityPost{pvid kind title body tags postedDate upvotes downvotes answerCount commentCount acceptedAnswerPvid myVote author{...CommunityAuthorFields}}fragment CommunityAuthorFields on CommunityAuthor{userId name username picture}" as unknown as DocumentNode<CommunityPostFieldsFragment, unknown>;
