/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ResolveReportMutation, ResolveReportMutationVariables } from '../graphql';

export const ResolveReportDocument = "mutation ResolveReport($reportId:ID!$action:ReportAction!$note:String!){resolveReport(reportId:$reportId action:$action note:$note){...StaffReportFields}}fragment StaffReportFields on StaffReport{id targetType targetId targetUserId targetUserName targetUserEmail targetUserSuspended reporterName excerpt reason status action staffNote resolvedByName resolvedAt createdAt}" as unknown as DocumentNode<ResolveReportMutation, ResolveReportMutationVariables>;
