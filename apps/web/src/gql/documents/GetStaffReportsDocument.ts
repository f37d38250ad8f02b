/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetStaffReportsQuery, GetStaffReportsQueryVariables } from '../graphql';

export const GetStaffReportsDocument = "query GetStaffReports($status:ReportStatus!$page:Int){getStaffReports(status:$status page:$page){total page pageSize items{...StaffReportFields}}}fragment StaffReportFields on StaffReport{id targetType targetId targetUserId targetUserName targetUserEmail targetUserSuspended reporterName excerpt reason status action staffNote resolvedByName resolvedAt createdAt}" as unknown as DocumentNode<GetStaffReportsQuery, GetStaffReportsQueryVariables>;
