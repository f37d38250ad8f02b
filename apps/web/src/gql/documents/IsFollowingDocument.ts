/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { IsFollowingQuery, IsFollowingQueryVariables } from '../graphql';

export const IsFollowingDocument = "query IsFollowing($userId:ID!){isFollowing(userId:$userId)}" as unknown as DocumentNode<IsFollowingQuery, IsFollowingQueryVariables>;
