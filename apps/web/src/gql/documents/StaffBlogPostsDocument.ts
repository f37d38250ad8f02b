/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { StaffBlogPostsQuery, StaffBlogPostsQueryVariables } from '../graphql';

export const StaffBlogPostsDocument = "query StaffBlogPosts($country:String!){staffBlogPosts(country:$country){blogId title image body tags status updatedAt}}" as unknown as DocumentNode<StaffBlogPostsQuery, StaffBlogPostsQueryVariables>;
