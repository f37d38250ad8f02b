/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddReplyMutation, AddReplyMutationVariables } from '../graphql';

export const AddReplyDocument = "mutation AddReply($feedCommentPvid:ID!$comment:String!$mentions:[ID!]){addReply(feedCommentPvid:$feedCommentPvid comment:$comment mentions:$mentions){...FeedFields}}fragment FeedFields on Feed{pvid userPvid firstName lastName avatar comment postedDate totalUpVoted totalDownVoted totalReply myVote mentioned replies{pvid userPvid comment postedDate names avatar mentioned}}" as unknown as DocumentNode<AddReplyMutation, AddReplyMutationVariables>;
