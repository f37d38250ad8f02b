/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetMyArticlesQuery, GetMyArticlesQueryVariables } from '../graphql';

export const GetMyArticlesDocument = "query GetMyArticles{getMyArticles{...ArticleCardFields}}fragment ArticleCardFields on TutorArticle{pvid userPvid title image description subject tags status rejectReason comments views upvotes downvotes postedDate updatedAt authorFirstName authorLastName authorAvatar authorToken boosted}" as unknown as DocumentNode<GetMyArticlesQuery, GetMyArticlesQueryVariables>;
