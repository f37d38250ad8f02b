/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetUnReadMsgsCountQuery, GetUnReadMsgsCountQueryVariables } from '../graphql';

export const GetUnReadMsgsCountDocument = "query GetUnReadMsgsCount{getUnReadMsgsCount}" as unknown as DocumentNode<GetUnReadMsgsCountQuery, GetUnReadMsgsCountQueryVariables>;
