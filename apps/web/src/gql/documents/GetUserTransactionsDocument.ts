/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetUserTransactionsQuery, GetUserTransactionsQueryVariables } from '../graphql';

export const GetUserTransactionsDocument = "query GetUserTransactions($role:TransactionRole!){getUserTransactions(role:$role){id price fee status service currency createdAt bookingId discountAmount}}" as unknown as DocumentNode<GetUserTransactionsQuery, GetUserTransactionsQueryVariables>;
