/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { MakeNotificationsAsReadMutation, MakeNotificationsAsReadMutationVariables } from '../graphql';

export const MakeNotificationsAsReadDocument = "mutation MakeNotificationsAsRead($notificationIds:[ID!]!){makeNotificationsAsRead(notificationIds:$notificationIds){success message}}" as unknown as DocumentNode<MakeNotificationsAsReadMutation, MakeNotificationsAsReadMutationVariables>;
