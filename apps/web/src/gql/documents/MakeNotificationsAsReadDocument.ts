/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { MakeNotificationsAsReadMutation, MakeNotificationsAsReadMutationVariables } from '../graphql';

export const MakeNotificationsAsReadDocument = /*#__PURE__*/ gql("mutation MakeNotificationsAsRead($notificationIds:[ID!]!){makeNotificationsAsRead(notificationIds:$notificationIds){success message}}") as unknown as DocumentNode<MakeNotificationsAsReadMutation, MakeNotificationsAsReadMutationVariables>;
