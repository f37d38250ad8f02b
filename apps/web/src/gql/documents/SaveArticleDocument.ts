/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SaveArticleMutation, SaveArticleMutationVariables } from '../graphql';

export const SaveArticleDocument = "mutation SaveArticle($articlePvid:ID$title:String!$body:String!$coverPvid:ID$subject:String$tags:[String!]){saveArticle(articlePvid:$articlePvid title:$title body:$body coverPvid:$coverPvid subject:$subject tags:$tags){pvid userPvid title status}}" as unknown as DocumentNode<SaveArticleMutation, SaveArticleMutationVariables>;
