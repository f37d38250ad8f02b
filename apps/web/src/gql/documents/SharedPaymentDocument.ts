/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SharedPaymentQuery, SharedPaymentQueryVariables } from '../graphql';

export const SharedPaymentDocument = "query SharedPayment($code:ID!$userId:ID!){getBookingDetailsForSharedURL(id:$code){product_name product_start_date product_end_date}getUserDetailsOnPaymentURL(userId:$userId){userPvid firstName lastName avatarUrl}}" as unknown as DocumentNode<SharedPaymentQuery, SharedPaymentQueryVariables>;
