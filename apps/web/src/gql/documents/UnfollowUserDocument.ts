/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UnfollowUserMutation, UnfollowUserMutationVariables } from '../graphql';

export const UnfollowUserDocument = "mutation UnfollowUser($userId:ID!){unfollowUser(userId:$userId){userId isFollowing followers}}" as unknown as DocumentNode<UnfollowUserMutation, UnfollowUserMutationVariables>;
