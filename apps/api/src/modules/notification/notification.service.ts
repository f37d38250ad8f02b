import type { Deps } from '../../deps';
import type { Viewer } from '../../kernel/viewer';
import { profileViewNotifyDue, wellFormedIds } from './notification.policy';
import { countUnread, fullNameOf, latestNotifications, markRead } from './notification.queries';
import {
  toNotificationView,
  type ListNotificationInput,
  type MarkNotificationsReadInput,
  type NotificationView,
} from './notification.shapes';
import { notifyUnlessRecent } from './notify.service';

/** listNotification: the viewer's newest notifications. */
export async function listNotifications(
  deps: Deps,
  viewer: Viewer,
  input: ListNotificationInput,
): Promise<NotificationView[]> {
  const rows = await latestNotifications(deps.db, viewer.userId, input.limit);
  return rows.map(toNotificationView);
}

/** countUnreadNotifications: the bell badge. */
export function countUnreadNotifications(deps: Deps, viewer: Viewer): Promise<number> {
  return countUnread(deps.db, viewer.userId);
}

/** makeNotificationsAsRead: only the viewer's own are touched; other ids are ignored. */
export async function markNotificationsRead(
  deps: Deps,
  viewer: Viewer,
  input: MarkNotificationsReadInput,
): Promise<void> {
  await markRead(deps.db, viewer.userId, wellFormedIds(input.notificationIds));
}

/** A signed-in user opened a tutor's profile: the tutor hears of it once per viewer per window. */
export async function notifyProfileViewed(
  deps: Deps,
  view: { readonly tutorId: string; readonly viewerId: string },
): Promise<void> {
  const viewerName = await fullNameOf(deps.db, view.viewerId);
  if (viewerName === null) return;
  const now = deps.clock.now();
  await notifyUnlessRecent(
    deps,
    { userId: view.tutorId, code: 'PROFILE_VIEWED', entityId: view.viewerId, remarks: viewerName },
    (last) => profileViewNotifyDue(last, now),
  );
}
