import { AUTO_MESSAGES_MAX, ROLE_CODES } from '@ajar/domain';
import { admitUnderLimit, type PersonLimit } from '../../infra/rate-limit/person-limit';
import { DomainError } from '../../kernel/domain-error';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import type { Viewer } from '../../kernel/viewer';
import { notify } from '../notification';
import { isPvid } from '../../kernel/ids';
import { isMember, newRoomRefusal, orderedPair, otherMember } from './chat.policy';
import {
  autoMessageViews,
  countAutoMessages,
  deleteAutoMessageOf,
  insertAutoMessage,
} from './chat-auto-messages.queries';
import {
  insertMessage,
  isVisibleMessageOfRoom,
  messagesByIds,
  roomMessagePage,
} from './chat-messages.queries';
import {
  findPartner,
  findRoom,
  findUserRole,
  insertRoomOnce,
  markSeen,
  roomIdOfPair,
  roomViews,
  unreadCounts,
} from './chat.queries';
import { toMessageEvent } from './chat-event.shapes';
import {
  isMessageId,
  type AutoMessageView,
  type ChatMessagePageView,
  type ChatMessageView,
  type ChatRoomView,
  type ReadMessagesInput,
  type ReadReceiptView,
  type RoomMessagesInput,
  type SendMessageInput,
} from './chat.shapes';

export const notChatMember = (): DomainError => new DomainError('FORBIDDEN', 'notChatMember');

/** The room, if the user is one of its two members; anything else (no room, a malformed id) is refused alike. */
export async function memberRoom(
  executor: Executor,
  userId: string,
  roomId: string,
): Promise<{ id: string; otherId: string }> {
  const id = roomId.toLowerCase();
  const room = isPvid(id) ? await findRoom(executor, id) : undefined;
  if (!room || !isMember(room, userId)) throw notChatMember();
  return { id: room.id, otherId: otherMember(room, userId) };
}

/** getUserChatRooms: the viewer's rooms, most recently updated first. */
export function listRooms(deps: Deps, viewer: Viewer): Promise<ChatRoomView[]> {
  return roomViews(deps.db, viewer.userId);
}

/** getRoomMessages: one page of a room the viewer is a member of. */
export async function roomMessages(
  deps: Deps,
  viewer: Viewer,
  input: RoomMessagesInput,
): Promise<ChatMessagePageView> {
  const room = await memberRoom(deps.db, viewer.userId, input.roomId);
  return roomMessagePage(deps.db, viewer.userId, { ...input, roomId: room.id });
}

/** getUnReadMsgsCount: the header badge. */
export async function unreadTotal(deps: Deps, viewer: Viewer): Promise<number> {
  return (await unreadCounts(deps.db, viewer.userId, null)).total;
}

/** createNewChatRoom: the pair's one room, created on first call. */
export async function openRoom(deps: Deps, viewer: Viewer, partnerId: string): Promise<ChatRoomView> {
  const id = partnerId.trim().toLowerCase();
  if (!isPvid(id)) throw new DomainError('NOT_FOUND', 'chatUserNotFound');
  const refusal = newRoomRefusal(
    viewer.userId,
    id,
    id === viewer.userId ? undefined : await findPartner(deps.db, id),
  );
  if (refusal === 'chatUserNotFound') throw new DomainError('NOT_FOUND', refusal);
  if (refusal) throw new DomainError('FORBIDDEN', refusal);
  const pair = orderedPair(viewer.userId, id);
  // Insert-or-nothing, then read: two concurrent calls for a pair end with the same room.
  await insertRoomOnce(deps.db, pair, deps.clock.now());
  const roomId = await roomIdOfPair(deps.db, pair);
  const [room] = roomId ? await roomViews(deps.db, viewer.userId, roomId) : [];
  if (!room) throw new Error('the chat room just written is missing');
  return room;
}

/** The user's unread totals after a change in this room, published to their badge. */
async function publishUnread(deps: Deps, userId: string, roomId: string): Promise<void> {
  const counts = await unreadCounts(deps.db, userId, roomId);
  deps.pubsub.publish('userUnread', userId, { total: counts.total, roomId, unReadMsgs: counts.room });
}

/**
 * sendMessageToChatRoom: stores the message and moves the room up; then the room's subscribers get it,
 * the recipient's badge its new count, and a recipient who is not connected a notification.
 */
export async function sendMessage(
  deps: Deps,
  viewer: Viewer,
  input: SendMessageInput,
): Promise<ChatMessageView> {
  const now = deps.clock.now();
  const { message, recipientId } = await deps.db.transaction(async (tx) => {
    const room = await memberRoom(tx, viewer.userId, input.roomId);
    let replyId: number | null = null;
    if (input.replyId !== null) {
      replyId = isMessageId(input.replyId) ? Number(input.replyId) : null;
      if (replyId === null || !(await isVisibleMessageOfRoom(tx, room.id, replyId, viewer.userId))) {
        throw new DomainError('BAD_USER_INPUT', 'invalidReply', { replyId: 'invalidReply' });
      }
    }
    const id = await insertMessage(tx, {
      roomId: room.id,
      ownerId: viewer.userId,
      msgType: input.msgType,
      content: input.content,
      replyId,
      now,
    });
    const [stored] = await messagesByIds(tx, viewer.userId, [id]);
    if (!stored) throw new Error('the message just written is missing');
    return { message: stored, recipientId: room.otherId };
  });
  deps.pubsub.publish('roomMessage', message.roomId, toMessageEvent(message));
  await publishUnread(deps, recipientId, message.roomId);
  if (!(await deps.presence.isOnline(recipientId))) {
    await notify(deps, {
      userId: recipientId,
      code: 'CHAT_MESSAGE',
      entityId: message.roomId,
      remarks: `${message.owner.firstName} ${message.owner.lastName}`.trim(),
    });
  }
  return message;
}

/** readMessages: marks the other member's messages among these as seen and tells the room and the badge. */
export async function readMessages(
  deps: Deps,
  viewer: Viewer,
  input: ReadMessagesInput,
): Promise<ReadReceiptView> {
  const room = await memberRoom(deps.db, viewer.userId, input.roomId);
  const ids = [...new Set(input.messages.filter(isMessageId).map(Number))];
  const receipt = await markSeen(deps.db, viewer.userId, room.id, ids, deps.clock.now());
  if (receipt.messageIds.length > 0) {
    deps.pubsub.publish('roomRead', room.id, receipt);
    await publishUnread(deps, viewer.userId, room.id);
  }
  return receipt;
}

/** getAutoMessages: the viewer's own templates, or a tutor's (none for anyone else). */
export async function listAutoMessages(
  deps: Deps,
  viewer: Viewer,
  userId: string | null,
): Promise<AutoMessageView[]> {
  if (userId === null) return autoMessageViews(deps.db, viewer.userId);
  const id = userId.trim().toLowerCase();
  if (!isPvid(id)) return [];
  if (id !== viewer.userId && (await findUserRole(deps.db, id)) !== ROLE_CODES.tutor) return [];
  return autoMessageViews(deps.db, id);
}

const AUTO_MESSAGE_LIMIT: PersonLimit = {
  name: 'auto-messages',
  max: AUTO_MESSAGES_MAX,
  windowMs: null,
  refusal: () => new DomainError('BAD_USER_INPUT', 'tooManyAutoMessages'),
};

/** addAutoMessage: a tutor's new template, within the cap (tutors only: the resolver's scope). */
export async function addAutoMessage(deps: Deps, viewer: Viewer, question: string): Promise<AutoMessageView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await admitUnderLimit(tx, AUTO_MESSAGE_LIMIT, viewer.userId, now, () =>
      countAutoMessages(tx, viewer.userId),
    );
    return insertAutoMessage(tx, viewer.userId, question, now);
  });
}

/** deleteAutoMessage: only the viewer's own; anyone else's (or none) is notFound and stays. */
export async function deleteAutoMessage(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  const msgId = id.trim().toLowerCase();
  if (!isPvid(msgId) || !(await deleteAutoMessageOf(deps.db, viewer.userId, msgId))) {
    throw new DomainError('NOT_FOUND', 'notFound');
  }
}
