/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetArticleCommentsQuery, GetArticleCommentsQueryVariables } from '../graphql';

export const GetArticleCommentsDocument = "query GetArticleComments($articlePvid:ID!$startIndex:Int$length:Int){getArticleComments(articlePvid:$articlePvid startIndex:$startIndex length:$length){pvid userPvid comment postedDate names avatar}}" as unknown as DocumentNode<GetArticleCommentsQuery, GetArticleCommentsQueryVariables>;
