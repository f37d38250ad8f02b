import type { GetProfileQuery } from '../../../gql/graphql';
import type { AppNotification } from '../notification-types';

export function notification(
  pvid: string,
  code: string,
  remarks: string,
  extra: Partial<AppNotification> = {},
): AppNotification {
  return {
    __typename: 'Notification',
    pvid,
    entityId: null,
    code,
    remarks,
    postedDate: '2025-03-03T02:00:00.000Z',
    archived: false,
    status: extra.read ? 'SEEN' : 'NEW',
    read: false,
    ...extra,
  } as AppNotification;
}

export function tutorViewerProfile(): GetProfileQuery['getProfile'] {
  return {
    pvid: 'profile-1',
    userPvid: 'user-1',
    userCode: 'tok123',
    firstName: 'Siti',
    lastName: 'Rahma',
    initialName: 'SR',
    email: 'siti@ajar.test',
    roleCode: 'TTR0',
    roleName: 'Tutor',
    tutorKind: 'ACADEMIC',
    country: 'sg',
    currency: 'SGD',
    balance: 0,
    hasBalance: false,
    avatar: null,
  };
}
