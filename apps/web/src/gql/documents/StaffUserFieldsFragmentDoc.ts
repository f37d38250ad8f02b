/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { StaffUserFieldsFragment } from '../graphql';

export const StaffUserFieldsFragmentDoc = "fragment StaffUserFields on StaffUser{id email firstName lastName country roleCode isActive suspended suspendedAt deactivationReason dateJoined lastSignInAt}" as unknown as DocumentNode<StaffUserFieldsFragment, unknown>;
