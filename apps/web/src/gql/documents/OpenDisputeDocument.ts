/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { OpenDisputeMutation, OpenDisputeMutationVariables } from '../graphql';

export const OpenDisputeDocument = "mutation OpenDispute($bookingId:ID!$reason:DisputeReason!$description:String!$evidence:[ID!]){openDispute(bookingId:$bookingId reason:$reason description:$description evidence:$evidence){id}}" as unknown as DocumentNode<OpenDisputeMutation, OpenDisputeMutationVariables>;
