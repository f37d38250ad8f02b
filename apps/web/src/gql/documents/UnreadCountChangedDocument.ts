/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UnreadCountChangedSubscription, UnreadCountChangedSubscriptionVariables } from '../graphql';

export const UnreadCountChangedDocument = "subscription UnreadCountChanged{unreadCountChanged{total roomId unReadMsgs}}" as unknown as DocumentNode<UnreadCountChangedSubscription, UnreadCountChangedSubscriptionVariables>;
