/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetStaffUserQuery, GetStaffUserQueryVariables } from '../graphql';

export const GetStaffUserDocument = "query GetStaffUser($email:String!){getStaffUser(email:$email){...StaffUserFields}}fragment StaffUserFields on StaffUser{id email firstName lastName country roleCode isActive suspended suspendedAt deactivationReason dateJoined lastSignInAt}" as unknown as DocumentNode<GetStaffUserQuery, GetStaffUserQueryVariables>;
