/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetVoucherCreditsQuery, GetVoucherCreditsQueryVariables } from '../graphql';

export const GetVoucherCreditsDocument = "query GetVoucherCredits{getUserCredits{credits}}" as unknown as DocumentNode<GetVoucherCreditsQuery, GetVoucherCreditsQueryVariables>;
