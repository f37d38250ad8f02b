/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { RestoreUserMutation, RestoreUserMutationVariables } from '../graphql';

export const RestoreUserDocument = "mutation RestoreUser($userId:ID!$reason:String!){restoreUser(userId:$userId reason:$reason){...StaffUserFields}}fragment StaffUserFields on StaffUser{id email firstName lastName country roleCode isActive suspended suspendedAt deactivationReason dateJoined lastSignInAt}" as unknown as DocumentNode<RestoreUserMutation, RestoreUserMutationVariables>;
