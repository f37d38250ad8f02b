import { Repeater } from '@repeaterjs/repeater';
import type { Deps } from '../../deps';
import { loginRequired } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { fromNotificationEvent, type NotificationView } from './notification.shapes';

/**
 * notificationAdded: the viewer's new notifications, from every API process. Guests are refused when
 * the subscription starts; the session is re-checked per event (SessionWatch, no query) and the stream
 * ends as soon as the session does.
 * While the stream lives the viewer counts as online (see Presence).
 */
export async function notificationStream(
  deps: Deps,
  viewer: Viewer | null,
): Promise<AsyncIterable<NotificationView>> {
  if (!viewer) throw loginRequired();
  const user = viewer;
  return new Repeater<NotificationView>(async (push, stop) => {
    const session = deps.sessionWatch.follow(user);
    const source = deps.pubsub.subscribe('userNotification', user.userId)[Symbol.asyncIterator]();
    // Listening starts with the first pull; only then is the user marked online.
    let next = source.next();
    const leave = deps.presence.enter(user.userId);
    void stop.then(() => source.return?.());
    void session.ended.then(() => stop());
    try {
      for (let event = await next; !event.done && session.live(); event = await next) {
        await push(fromNotificationEvent(event.value));
        next = source.next();
      }
    } finally {
      leave();
      session.release();
    }
    stop();
  });
}
