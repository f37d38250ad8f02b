/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { NotificationAddedSubscription, NotificationAddedSubscriptionVariables } from '../graphql';

export const NotificationAddedDocument = /*#__PURE__*/ gql("subscription NotificationAdded{notificationAdded{...NotificationFields}}fragment NotificationFields on Notification{pvid entityId code remarks entityTitle postedDate archived status read}") as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
