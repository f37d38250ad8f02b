/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddArticleCommentMutation, AddArticleCommentMutationVariables } from '../graphql';

export const AddArticleCommentDocument = "mutation AddArticleComment($articlePvid:ID!$comment:String!){addArticleComment(articlePvid:$articlePvid comment:$comment){pvid userPvid comment postedDate names avatar}}" as unknown as DocumentNode<AddArticleCommentMutation, AddArticleCommentMutationVariables>;
