import { Repeater } from 'graphql-yoga';
import type { Deps } from '../../deps';
import { loginRequired } from '../../graphql/errors';
import { resolveViewer, type Viewer } from '../account/session.service';
import { fromNotificationEvent, type NotificationView } from './notification.shapes';

/** The session that started the stream still holds (not signed out, expired, or the account deactivated). */
async function sessionStillValid(deps: Deps, viewer: Viewer, token: string): Promise<boolean> {
  const current = await resolveViewer(deps, token);
  return current?.sessionId === viewer.sessionId;
}

/**
 * notificationAdded: the viewer's new notifications, from every API process. Guests are refused when
 * the subscription starts; the session is re-checked per event and the stream ends once it is gone.
 * While the stream lives the viewer counts as online (see Presence).
 */
export async function notificationStream(
  deps: Deps,
  viewer: Viewer | null,
  sessionToken: string | null,
): Promise<AsyncIterable<NotificationView>> {
  if (!viewer || !sessionToken) throw loginRequired();
  const user = viewer;
  const token = sessionToken;
  return new Repeater<NotificationView>(async (push, stop) => {
    const source = deps.pubsub.subscribe('userNotification', user.userId)[Symbol.asyncIterator]();
    // Listening starts with the first pull; only then is the user marked online.
    let next = source.next();
    const leave = deps.presence.enter(user.userId);
    void stop.then(() => source.return?.());
    try {
      for (let event = await next; !event.done; event = await next) {
        if (!(await sessionStillValid(deps, user, token))) break;
        await push(fromNotificationEvent(event.value));
        next = source.next();
      }
    } finally {
      leave();
    }
    stop();
  });
}
