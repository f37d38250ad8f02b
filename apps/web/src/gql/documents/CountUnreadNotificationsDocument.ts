/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CountUnreadNotificationsQuery, CountUnreadNotificationsQueryVariables } from '../graphql';

export const CountUnreadNotificationsDocument = /*#__PURE__*/ gql("query CountUnreadNotifications{countUnreadNotifications}") as unknown as DocumentNode<CountUnreadNotificationsQuery, CountUnreadNotificationsQueryVariables>;
