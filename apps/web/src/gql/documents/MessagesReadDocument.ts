/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { MessagesReadSubscription, MessagesReadSubscriptionVariables } from '../graphql';

export const MessagesReadDocument = "subscription MessagesRead($roomId:ID!){messagesRead(roomId:$roomId){roomId readerId messageIds}}" as unknown as DocumentNode<MessagesReadSubscription, MessagesReadSubscriptionVariables>;
