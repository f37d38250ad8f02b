/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetUserCreditsQuery, GetUserCreditsQueryVariables } from '../graphql';

export const GetUserCreditsDocument = "query GetUserCredits{getUserCredits{credits}}" as unknown as DocumentNode<GetUserCreditsQuery, GetUserCreditsQueryVariables>;
