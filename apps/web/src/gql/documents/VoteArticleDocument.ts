/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { VoteArticleMutation, VoteArticleMutationVariables } from '../graphql';

export const VoteArticleDocument = "mutation VoteArticle($articlePvid:ID!$vote:FeedVote!){voteArticle(articlePvid:$articlePvid vote:$vote){articlePvid vote upvotes downvotes}}" as unknown as DocumentNode<VoteArticleMutation, VoteArticleMutationVariables>;
