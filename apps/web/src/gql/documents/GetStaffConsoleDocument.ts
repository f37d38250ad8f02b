/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetStaffConsoleQuery, GetStaffConsoleQueryVariables } from '../graphql';

export const GetStaffConsoleDocument = "query GetStaffConsole{getStaffConsole{openReports suspendedUsers payoutCount lastAuditAt}}" as unknown as DocumentNode<GetStaffConsoleQuery, GetStaffConsoleQueryVariables>;
