/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetBlogPostsQuery, GetBlogPostsQueryVariables } from '../graphql';

export const GetBlogPostsDocument = "query GetBlogPosts($country:String$startIndex:Int$length:Int){getBlogPosts(country:$country startIndex:$startIndex length:$length){blogId title image description tags postedDate}}" as unknown as DocumentNode<GetBlogPostsQuery, GetBlogPostsQueryVariables>;
