/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { NotificationAddedSubscription, NotificationAddedSubscriptionVariables } from '../graphql';

export const NotificationAddedDocument = "subscription NotificationAdded{notificationAdded{...NotificationFields}}fragment NotificationFields on Notification{pvid entityId code remarks entityTitle postedDate archived status read}" as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
