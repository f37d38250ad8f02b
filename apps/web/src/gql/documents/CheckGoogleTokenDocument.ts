/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CheckGoogleTokenQuery, CheckGoogleTokenQueryVariables } from '../graphql';

export const CheckGoogleTokenDocument = "query CheckGoogleToken{checkGoogleToken{configured linked}}" as unknown as DocumentNode<CheckGoogleTokenQuery, CheckGoogleTokenQueryVariables>;
