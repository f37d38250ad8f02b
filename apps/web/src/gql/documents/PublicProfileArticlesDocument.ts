/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { PublicProfileArticlesQuery, PublicProfileArticlesQueryVariables } from '../graphql';

export const PublicProfileArticlesDocument = /*#__PURE__*/ gql("query PublicProfileArticles($tutorPvid:ID!){getTutorArticles(tutorPvid:$tutorPvid){pvid title image comments views upvotes downvotes status tags}}") as unknown as DocumentNode<PublicProfileArticlesQuery, PublicProfileArticlesQueryVariables>;
