/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetPublicArticlesQuery, GetPublicArticlesQueryVariables } from '../graphql';

export const GetPublicArticlesDocument = "query GetPublicArticles($country:String$search:String$tag:String$startIndex:Int$length:Int){getPublicArticles(country:$country search:$search tag:$tag startIndex:$startIndex length:$length){total items{...ArticleCardFields}}getArticleTags(country:$country)}fragment ArticleCardFields on TutorArticle{pvid userPvid title image description subject tags status rejectReason comments views upvotes downvotes postedDate updatedAt authorFirstName authorLastName authorAvatar authorToken boosted}" as unknown as DocumentNode<GetPublicArticlesQuery, GetPublicArticlesQueryVariables>;
