import type { NotificationFieldsFragment } from '../../gql/graphql';

export type AppNotification = NotificationFieldsFragment;
