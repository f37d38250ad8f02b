/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SuspendUserMutation, SuspendUserMutationVariables } from '../graphql';

export const SuspendUserDocument = "mutation SuspendUser($userId:ID!$reason:String!){suspendUser(userId:$userId reason:$reason){...StaffUserFields}}fragment StaffUserFields on StaffUser{id email firstName lastName country roleCode isActive suspended suspendedAt deactivationReason dateJoined lastSignInAt}" as unknown as DocumentNode<SuspendUserMutation, SuspendUserMutationVariables>;
