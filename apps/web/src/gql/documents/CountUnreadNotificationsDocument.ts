/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CountUnreadNotificationsQuery, CountUnreadNotificationsQueryVariables } from '../graphql';

export const CountUnreadNotificationsDocument = "query CountUnreadNotifications{countUnreadNotifications}" as unknown as DocumentNode<CountUnreadNotificationsQuery, CountUnreadNotificationsQueryVariables>;
