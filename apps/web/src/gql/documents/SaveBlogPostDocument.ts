/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SaveBlogPostMutation, SaveBlogPostMutationVariables } from '../graphql';

export const SaveBlogPostDocument = "mutation SaveBlogPost($blogId:ID$country:String!$title:String!$body:String!$coverPvid:ID$tags:[String!]){saveBlogPost(blogId:$blogId country:$country title:$title body:$body coverPvid:$coverPvid tags:$tags){blogId status}}" as unknown as DocumentNode<SaveBlogPostMutation, SaveBlogPostMutationVariables>;
