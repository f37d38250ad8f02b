/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { NotificationFieldsFragment } from '../graphql';

export const NotificationFieldsFragmentDoc = "fragment NotificationFields on Notification{pvid entityId code remarks entityTitle postedDate archived status read}" as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
