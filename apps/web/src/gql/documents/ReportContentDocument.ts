/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ReportContentMutation, ReportContentMutationVariables } from '../graphql';

export const ReportContentDocument = "mutation ReportContent($targetType:ReportTargetType!$targetId:ID!$reason:String!){reportContent(targetType:$targetType targetId:$targetId reason:$reason){success message}}" as unknown as DocumentNode<ReportContentMutation, ReportContentMutationVariables>;
