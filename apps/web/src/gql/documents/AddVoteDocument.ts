/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddVoteMutation, AddVoteMutationVariables } from '../graphql';

export const AddVoteDocument = "mutation AddVote($feedCommentPvid:ID!$vote:FeedVote!){addVote(feedCommentPvid:$feedCommentPvid vote:$vote){feedCommentPvid vote totalUpVoted totalDownVoted}}" as unknown as DocumentNode<AddVoteMutation, AddVoteMutationVariables>;
