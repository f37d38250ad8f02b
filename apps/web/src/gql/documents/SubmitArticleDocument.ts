/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SubmitArticleMutation, SubmitArticleMutationVariables } from '../graphql';

export const SubmitArticleDocument = "mutation SubmitArticle($articlePvid:ID!){submitArticle(articlePvid:$articlePvid){pvid status}}" as unknown as DocumentNode<SubmitArticleMutation, SubmitArticleMutationVariables>;
