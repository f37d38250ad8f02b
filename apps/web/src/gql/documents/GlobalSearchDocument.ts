/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GlobalSearchQuery, GlobalSearchQueryVariables } from '../graphql';

export const GlobalSearchDocument = "query GlobalSearch($keywords:String!$country:String){globalSearch(keywords:$keywords country:$country){tutors{id FirstName LastName Description Address Subjects Prices experienceInYears Country Token skill rating testimonial currency avatar}contents{id Title Subject Price Currency Tags views sales Rating reviews Description authorName authorToken authorUserPvid}}}" as unknown as DocumentNode<GlobalSearchQuery, GlobalSearchQueryVariables>;
