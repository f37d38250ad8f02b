/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ListNotificationQuery, ListNotificationQueryVariables } from '../graphql';

export const ListNotificationDocument = "query ListNotification($limit:Int){listNotification(limit:$limit){...NotificationFields}}fragment NotificationFields on Notification{pvid entityId code remarks entityTitle postedDate archived status read}" as unknown as DocumentNode<ListNotificationQuery, ListNotificationQueryVariables>;
