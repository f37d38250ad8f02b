import type { NotificationEvent } from '../infra/pubsub/realtime-events';

/** The code (and pvid) of a probe notification: tests publish it to see that a subscription listens. */
export const PROBE = 'PROBE';

/** A notification event no service makes, for `userId`: what the listening checks publish. */
export function probeNotification(userId: string): NotificationEvent {
  return {
    pvid: PROBE,
    userId,
    entityId: null,
    code: PROBE,
    remarks: '',
    entityTitle: '',
    postedDate: new Date().toISOString(),
    archived: false,
    status: 'NEW',
    read: false,
  };
}
