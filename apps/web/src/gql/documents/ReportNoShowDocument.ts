/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ReportNoShowMutation, ReportNoShowMutationVariables } from '../graphql';

export const ReportNoShowDocument = "mutation ReportNoShow($bookingId:ID!$description:String!$evidence:[ID!]){reportNoShow(bookingId:$bookingId description:$description evidence:$evidence){id}}" as unknown as DocumentNode<ReportNoShowMutation, ReportNoShowMutationVariables>;
