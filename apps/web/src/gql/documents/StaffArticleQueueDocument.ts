/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { StaffArticleQueueQuery, StaffArticleQueueQueryVariables } from '../graphql';

export const StaffArticleQueueDocument = "query StaffArticleQueue($country:String){staffArticleQueue(country:$country){pvid userPvid country title image body subject tags authorFirstName authorLastName updatedAt}}" as unknown as DocumentNode<StaffArticleQueueQuery, StaffArticleQueueQueryVariables>;
