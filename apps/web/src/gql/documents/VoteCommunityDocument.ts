/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { VoteCommunityMutation, VoteCommunityMutationVariables } from '../graphql';

export const VoteCommunityDocument = "mutation VoteCommunity($targetType:CommunityTarget!$targetId:ID!$vote:CommunityVote!){voteCommunity(targetType:$targetType targetId:$targetId vote:$vote){targetType targetId vote upvotes downvotes}}" as unknown as DocumentNode<VoteCommunityMutation, VoteCommunityMutationVariables>;
