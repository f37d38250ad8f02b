/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BrowseKindTotalsQuery, BrowseKindTotalsQueryVariables } from '../graphql';

export const BrowseKindTotalsDocument = "query BrowseKindTotals($keywords:String!$country:String){searchKindTotals(keywords:$keywords country:$country){kind total}}" as unknown as DocumentNode<BrowseKindTotalsQuery, BrowseKindTotalsQueryVariables>;
