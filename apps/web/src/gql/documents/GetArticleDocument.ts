/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetArticleQuery, GetArticleQueryVariables } from '../graphql';

export const GetArticleDocument = "query GetArticle($articlePvid:ID!){getArticle(articlePvid:$articlePvid){...ArticleCardFields body myVote}}fragment ArticleCardFields on TutorArticle{pvid userPvid title image description subject tags status rejectReason comments views upvotes downvotes postedDate updatedAt authorFirstName authorLastName authorAvatar authorToken boosted}" as unknown as DocumentNode<GetArticleQuery, GetArticleQueryVariables>;
