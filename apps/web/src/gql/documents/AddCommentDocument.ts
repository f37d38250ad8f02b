/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddCommentMutation, AddCommentMutationVariables } from '../graphql';

export const AddCommentDocument = "mutation AddComment($comment:String!$mentions:[ID!]){addComment(comment:$comment mentions:$mentions){...FeedFields}}fragment FeedFields on Feed{pvid userPvid firstName lastName avatar comment postedDate totalUpVoted totalDownVoted totalReply myVote mentioned replies{pvid userPvid comment postedDate names avatar mentioned}}" as unknown as DocumentNode<AddCommentMutation, AddCommentMutationVariables>;
