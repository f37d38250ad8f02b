/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { PublishBlogPostMutation, PublishBlogPostMutationVariables } from '../graphql';

export const PublishBlogPostDocument = "mutation PublishBlogPost($blogId:ID!$published:Boolean!){publishBlogPost(blogId:$blogId published:$published){blogId status}}" as unknown as DocumentNode<PublishBlogPostMutation, PublishBlogPostMutationVariables>;
