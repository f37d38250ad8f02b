import { Repeater } from '@repeaterjs/repeater';
import type { Deps } from '../../deps';
import { loginRequired } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { fromMessageEvent, fromReadReceiptEvent, fromUnreadCountEvent } from './chat-event.shapes';
import { canSeeMessage } from './chat.policy';
import { messageEventDetails } from './chat-messages.queries';
import { memberRoom } from './chat.service';
import type { ChatMessageView, ReadReceiptView, UnreadCountView } from './chat.shapes';

const SKIP = Symbol('skip');

/**
 * Events of a source, one at a time and in order, through `step` (a view is sent on, SKIP drops the event),
 * while the viewer's session lives: it is checked per event (SessionWatch, no query) and its ending finishes
 * the stream at once. Room membership never changes once a room exists, so checking it at the start holds.
 */
function guardedStream<Event, View>(
  deps: Deps,
  viewer: Viewer,
  source: AsyncIterable<Event>,
  step: (event: Event) => View | typeof SKIP | Promise<View | typeof SKIP>,
): AsyncIterable<View> {
  return new Repeater<View>(async (push, stop) => {
    const session = deps.sessionWatch.follow(viewer);
    const iterator = source[Symbol.asyncIterator]();
    void stop.then(() => iterator.return?.());
    void session.ended.then(() => stop());
    try {
      for (let next = await iterator.next(); !next.done && session.live(); next = await iterator.next()) {
        const result = await step(next.value);
        if (result !== SKIP) await push(result);
      }
    } finally {
      session.release();
    }
    stop();
  });
}

function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw loginRequired();
  return viewer;
}

/** messageSent: a room's new messages the viewer may see; membership checked at start, the session per event. */
export async function messageStream(
  deps: Deps,
  viewer: Viewer | null,
  roomId: string,
): Promise<AsyncIterable<ChatMessageView>> {
  const member = signedIn(viewer);
  const room = await memberRoom(deps.db, member.userId, roomId);
  return guardedStream(deps, member, deps.pubsub.subscribe('roomMessage', room.id), async (event) => {
    if (!canSeeMessage(event, member.userId)) return SKIP;
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
  return guardedStream(deps, member, deps.pubsub.subscribe('roomRead', room.id), fromReadReceiptEvent);
}

/** unreadCountChanged: the viewer's own unread counts. */
export async function unreadCountStream(
  deps: Deps,
  viewer: Viewer | null,
): Promise<AsyncIterable<UnreadCountView>> {
  const user = signedIn(viewer);
  return guardedStream(deps, user, deps.pubsub.subscribe('userUnread', user.userId), fromUnreadCountEvent);
}
