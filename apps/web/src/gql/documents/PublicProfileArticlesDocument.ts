/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { PublicProfileArticlesQuery, PublicProfileArticlesQueryVariables } from '../graphql';

export const PublicProfileArticlesDocument = "query PublicProfileArticles($tutorPvid:ID!){getTutorArticles(tutorPvid:$tutorPvid){pvid title image comments views upvotes downvotes status tags}}" as unknown as DocumentNode<PublicProfileArticlesQuery, PublicProfileArticlesQueryVariables>;
