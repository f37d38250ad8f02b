/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ViewArticleMutation, ViewArticleMutationVariables } from '../graphql';

export const ViewArticleDocument = "mutation ViewArticle($articlePvid:ID!){viewArticle(articlePvid:$articlePvid)}" as unknown as DocumentNode<ViewArticleMutation, ViewArticleMutationVariables>;
