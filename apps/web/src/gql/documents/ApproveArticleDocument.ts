/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ApproveArticleMutation, ApproveArticleMutationVariables } from '../graphql';

export const ApproveArticleDocument = "mutation ApproveArticle($articlePvid:ID!){approveArticle(articlePvid:$articlePvid){pvid status}}" as unknown as DocumentNode<ApproveArticleMutation, ApproveArticleMutationVariables>;
