/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { StaffReportFieldsFragment } from '../graphql';

export const StaffReportFieldsFragmentDoc = "fragment StaffReportFields on StaffReport{id targetType targetId targetUserId targetUserName targetUserEmail targetUserSuspended reporterName excerpt reason status action staffNote resolvedByName resolvedAt createdAt}" as unknown as DocumentNode<StaffReportFieldsFragment, unknown>;
