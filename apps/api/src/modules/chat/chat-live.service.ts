import { Repeater } from 'graphql-yoga';
import type { Deps } from '../../deps';
import { unauthenticated } from '../../graphql/errors';
import type { Viewer } from '../account/session.service';
import { fromMessageEvent, fromReadReceiptEvent, fromUnreadCountEvent } from './chat-event.shapes';
import { canSeeMessage } from './chat.policy';
import { messageEventDetails, sessionStillAllowed } from './chat.queries';
import { memberRoom } from './chat.service';
import type { ChatMessageView, ReadReceiptView, UnreadCountView } from './chat.shapes';

const SKIP = Symbol('skip');
const END = Symbol('end');

/**
 * Events of a source, one at a time and in order, through `step`: a view is sent on, SKIP drops the
 * event, END finishes the stream (and unsubscribes from the source). Ending the consumer unsubscribes too.
 */
function guardedStream<Event, View>(
  source: AsyncIterable<Event>,
  step: (event: Event) => Promise<View | typeof SKIP | typeof END>,
): AsyncIterable<View> {
  return new Repeater<View>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    void stop.then(() => iterator.return?.());
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const result = await step(next.value);
      if (result === END) break;
      if (result !== SKIP) await push(result);
    }
    stop();
  });
}

function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** Still signed in (the session not revoked or expired) and, given a room, still its member. */
const stillAllowed = (deps: Deps, viewer: Viewer, roomId: string | null): Promise<boolean> =>
  sessionStillAllowed(deps.db, viewer, roomId, deps.clock.now());

/** messageSent: a room's new messages the viewer may see; membership checked at start and per event. */
export async function messageStream(
  deps: Deps,
  viewer: Viewer | null,
  roomId: string,
): Promise<AsyncIterable<ChatMessageView>> {
  const member = signedIn(viewer);
  const room = await memberRoom(deps.db, member.userId, roomId);
  return guardedStream(deps.pubsub.subscribe('roomMessage', room.id), async (event) => {
    if (!canSeeMessage(event, member.userId)) return SKIP;
    if (!(await stillAllowed(deps, member, room.id))) return END;
    const replyId = event.replyId === null ? null : Number(event.replyId);
    const { owner, reply } = await messageEventDetails(deps.db, member.userId, { ...event, replyId });
    return fromMessageEvent(
      event,
      { userId: event.ownerId, firstName: owner?.firstName ?? '', lastName: owner?.lastName ?? '' },
      reply,
    );
  });
}

/** messagesRead: a room's read receipts. */
export async function readReceiptStream(
  deps: Deps,
  viewer: Viewer | null,
  roomId: string,
): Promise<AsyncIterable<ReadReceiptView>> {
  const member = signedIn(viewer);
  const room = await memberRoom(deps.db, member.userId, roomId);
  return guardedStream(deps.pubsub.subscribe('roomRead', room.id), async (event) =>
    (await stillAllowed(deps, member, room.id)) ? fromReadReceiptEvent(event) : END,
  );
}

/** unreadCountChanged: the viewer's own unread counts. */
export async function unreadCountStream(
  deps: Deps,
  viewer: Viewer | null,
): Promise<AsyncIterable<UnreadCountView>> {
  const user = signedIn(viewer);
  return guardedStream(deps.pubsub.subscribe('userUnread', user.userId), async (event) =>
    (await stillAllowed(deps, user, null)) ? fromUnreadCountEvent(event) : END,
  );
}
