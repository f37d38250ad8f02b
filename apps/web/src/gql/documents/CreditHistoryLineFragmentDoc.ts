/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CreditHistoryLineFragment } from '../graphql';

export const CreditHistoryLineFragmentDoc = "fragment CreditHistoryLine on CreditHistory{id amount reason description type createdAt}" as unknown as DocumentNode<CreditHistoryLineFragment, unknown>;
