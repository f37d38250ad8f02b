/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { RejectArticleMutation, RejectArticleMutationVariables } from '../graphql';

export const RejectArticleDocument = "mutation RejectArticle($articlePvid:ID!$reason:String!){rejectArticle(articlePvid:$articlePvid reason:$reason){pvid status rejectReason}}" as unknown as DocumentNode<RejectArticleMutation, RejectArticleMutationVariables>;
