/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { FollowUserMutation, FollowUserMutationVariables } from '../graphql';

export const FollowUserDocument = "mutation FollowUser($userId:ID!){followUser(userId:$userId){userId isFollowing followers}}" as unknown as DocumentNode<FollowUserMutation, FollowUserMutationVariables>;
