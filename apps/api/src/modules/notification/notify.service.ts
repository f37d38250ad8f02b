import type { NotificationCode } from '@ajar/domain';
import type { Deps } from '../../deps';
import { lockKey } from '../../db/advisory-lock';
import { insertNotification, insertNotifications, lastNotifiedAt } from './notification.queries';
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
  return published(deps, toNotificationView(row), input.userId);
}

function published(deps: Deps, view: NotificationView, userId: string): NotificationView {
  try {
    deps.pubsub.publish('userNotification', userId, toNotificationEvent(userId, view));
  } catch {
    // The row is the truth: a bell that missed the event shows it on its next fetch.
  }
  return view;
}

/**
 * notify() only when `due` says so of the last notice of this code about this entity to this user (never one
 * before: null). The look and the insert hold a lock of their own, so two callers at once send one notice.
 */
export async function notifyUnlessRecent(
  deps: Deps,
  input: NotifyInput & { readonly entityId: string },
  due: (last: Date | null) => boolean,
): Promise<NotificationView | null> {
  const row = await deps.db.transaction(async (tx) => {
    await lockKey(tx, 'NOTE', `${input.userId}:${input.code}:${input.entityId}`);
    if (!due(await lastNotifiedAt(tx, input.userId, input.code, input.entityId))) return null;
    return insertNotification(tx, { ...input, postedAt: deps.clock.now() });
  });
  return row ? published(deps, toNotificationView(row), input.userId) : null;
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
