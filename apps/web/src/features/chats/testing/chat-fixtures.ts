import type { ChatMessage, ChatRoom } from '../chat-types';

export const STUDENT = { pvid: 'user-9', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' };
export const TUTOR = { pvid: 'user-1', email: 'siti@ajar.test', country: 'sg', roleCode: 'TTR0' };

const NAMES: Readonly<Record<string, { firstName: string; lastName: string }>> = {
  'user-1': { firstName: 'Siti', lastName: 'Rahma' },
  'user-2': { firstName: 'Wei Ming', lastName: 'Tan' },
  'user-9': { firstName: 'Budi', lastName: 'Santoso' },
};

function owner(userId: string) {
  return {
    __typename: 'ChatMessageOwner' as const,
    userId,
    ...(NAMES[userId] ?? { firstName: 'X', lastName: 'Y' }),
  };
}

export function chatMessage(
  id: number,
  ownerId: string,
  content: string,
  extra: Partial<ChatMessage> = {},
  roomId = 'room-1',
): ChatMessage {
  return {
    __typename: 'ChatMessage',
    _id: String(id),
    roomId,
    owner: owner(ownerId),
    msgType: 'TEXT',
    content,
    createdAt: new Date(Date.UTC(2025, 2, 3, 2, id)).toISOString(),
    seen: false,
    privateFor: null,
    replyId: null,
    reply: null,
    ...extra,
  } as ChatMessage;
}

export function replyTo(message: ChatMessage): Pick<ChatMessage, 'replyId' | 'reply'> {
  return {
    replyId: message._id,
    reply: {
      __typename: 'ChatMessage',
      _id: message._id,
      owner: message.owner,
      msgType: message.msgType,
      content: message.content,
    } as ChatMessage['reply'],
  };
}

export function chatRoom(
  id: string,
  otherId: string,
  lastMessage: ChatMessage | null,
  extra: Partial<ChatRoom> = {},
): ChatRoom {
  return {
    __typename: 'ChatRoom',
    _id: id,
    closed: false,
    unReadMsgs: 0,
    updatedAt: lastMessage?.createdAt ?? '2025-03-01T02:00:00.000Z',
    users: [
      {
        __typename: 'ChatUser',
        userId: otherId,
        ...(NAMES[otherId] ?? { firstName: 'X', lastName: 'Y' }),
        userAvatar: null,
        country: 'sg',
      },
    ],
    lastMessage,
    ...extra,
  } as ChatRoom;
}

export function page(messages: readonly ChatMessage[], hasMore = false) {
  return { data: { getRoomMessages: { __typename: 'ChatMessagePage', hasMore, messages } } };
}

export function autoMessage(id: string, userId: string, question: string) {
  return { __typename: 'AutoMessage', _id: id, userId, question, createdAt: '2025-03-01T00:00:00.000Z' };
}
