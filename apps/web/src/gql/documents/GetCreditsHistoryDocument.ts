/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetCreditsHistoryQuery, GetCreditsHistoryQueryVariables } from '../graphql';

export const GetCreditsHistoryDocument = "query GetCreditsHistory{getUserCreditsHistory{...CreditHistoryLine}}fragment CreditHistoryLine on CreditHistory{id amount reason description type createdAt}" as unknown as DocumentNode<GetCreditsHistoryQuery, GetCreditsHistoryQueryVariables>;
