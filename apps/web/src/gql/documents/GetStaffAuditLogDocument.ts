/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetStaffAuditLogQuery, GetStaffAuditLogQueryVariables } from '../graphql';

export const GetStaffAuditLogDocument = "query GetStaffAuditLog($before:DateTime$entityType:String){getStaffAuditLog(before:$before entityType:$entityType){id staffName action entityType entityId before after reason createdAt}}" as unknown as DocumentNode<GetStaffAuditLogQuery, GetStaffAuditLogQueryVariables>;
