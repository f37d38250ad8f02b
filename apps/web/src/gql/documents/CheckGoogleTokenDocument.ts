/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CheckGoogleTokenQuery, CheckGoogleTokenQueryVariables } from '../graphql';

export const CheckGoogleTokenDocument = /*#__PURE__*/ gql("query CheckGoogleToken{checkGoogleToken{configured linked}}") as unknown as DocumentNode<CheckGoogleTokenQuery, CheckGoogleTokenQueryVariables>;
