/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetBlogPostQuery, GetBlogPostQueryVariables } from '../graphql';

export const GetBlogPostDocument = "query GetBlogPost($blogId:ID!){getBlogPost(blogId:$blogId){blogId title image body description tags status postedDate}}" as unknown as DocumentNode<GetBlogPostQuery, GetBlogPostQueryVariables>;
