import type { NotificationCode } from '@ajar/domain';
import type { Deps } from '../../deps';
import { insertNotification, insertNotifications } from './notification.queries';
import { toNotificationEvent, toNotificationView, type NotificationView } from './notification.shapes';

export interface NotifyInput {
  readonly userId: string;
  readonly code: NotificationCode;
  readonly entityId: string | null;
  readonly remarks: string;
  /** The title of what the event is about (an assignment), for the sentence and the link. */
  readonly entityTitle?: string;
}

/**
 * The one way a notification is made, by the service that owns the event, AFTER its own transaction
 * committed: stores the row, then tells the user's bells in every API process.
 */
export async function notify(deps: Deps, input: NotifyInput): Promise<NotificationView> {
  const row = await insertNotification(deps.db, { ...input, postedAt: deps.clock.now() });
  const view = toNotificationView(row);
  try {
    deps.pubsub.publish('userNotification', input.userId, toNotificationEvent(input.userId, view));
  } catch {
    // The row is the truth: a bell that missed the event shows it on its next fetch.
  }
  return view;
}

/**
 * notify() for many users at once (a broadcast): one INSERT … RETURNING for every row, then each user's
 * event. Returns the views in the order of the rows stored.
 */
export async function notifyMany(deps: Deps, inputs: readonly NotifyInput[]): Promise<NotificationView[]> {
  if (inputs.length === 0) return [];
  const rows = await insertNotifications(deps.db, inputs, deps.clock.now());
  return rows.map((row) => {
    const view = toNotificationView(row);
    try {
      deps.pubsub.publish('userNotification', row.userId, toNotificationEvent(row.userId, view));
    } catch {
      // As in notify(): the row is the truth.
    }
    return view;
  });
}
