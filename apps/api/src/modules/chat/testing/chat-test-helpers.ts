import { expect } from 'vitest';
import { makeStudent, makeTutor, type PersonOptions } from '../../../db/seed/factories';
import { sessionFor } from '../../../test/profile-helpers';
import type { GraphQLResponse, TestApp } from '../../../test/test-app';
import type { UserRow } from '../../account/testing';

/** The chat operations as a client sends them (contract: docs/realtime-contract.graphql). */
export const MESSAGE_FIELDS = `_id roomId msgType content createdAt seen privateFor replyId
  owner { userId firstName lastName }
  reply { _id roomId content msgType seen owner { userId firstName lastName } }`;
export const ROOM_FIELDS = `_id closed unReadMsgs updatedAt
  users { userId firstName lastName userAvatar country }
  lastMessage { _id content owner { userId } }`;

export const GET_ROOMS = `query { getUserChatRooms { ${ROOM_FIELDS} } }`;
export const GET_MESSAGES = `query Messages($roomId: ID!, $before: ID, $after: ID, $limit: Int) {
  getRoomMessages(roomId: $roomId, before: $before, after: $after, limit: $limit) {
    hasMore messages { ${MESSAGE_FIELDS} }
  }
}`;
export const UNREAD_COUNT = 'query { getUnReadMsgsCount }';
export const SEND = `mutation Send($content: String!, $roomId: ID!, $replyId: ID, $msgType: String) {
  sendMessageToChatRoom(content: $content, roomId: $roomId, replyId: $replyId, msgType: $msgType) {
    ${MESSAGE_FIELDS}
  }
}`;
export const READ = `mutation Read($roomId: ID!, $messages: [ID!]!) {
  readMessages(roomId: $roomId, messages: $messages) { roomId readerId messageIds }
}`;
export const CREATE_ROOM = `mutation Create($userId: ID!) { createNewChatRoom(userId: $userId) { ${ROOM_FIELDS} } }`;
export const GET_AUTO = `query Auto($userId: ID) { getAutoMessages(userId: $userId) { _id userId question createdAt } }`;
export const ADD_AUTO = `mutation AddAuto($message: String!) {
  addAutoMessage(message: $message) { _id userId question createdAt }
}`;
export const DELETE_AUTO = `mutation DeleteAuto($msgId: ID!) { deleteAutoMessage(msgId: $msgId) { success message } }`;

export const MESSAGE_SENT = `subscription Sent($roomId: ID!) { messageSent(roomId: $roomId) { ${MESSAGE_FIELDS} } }`;
export const MESSAGES_READ = `subscription Read($roomId: ID!) { messagesRead(roomId: $roomId) { roomId readerId messageIds } }`;
export const UNREAD_CHANGED = 'subscription { unreadCountChanged { total roomId unReadMsgs } }';

export interface ChatUser {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly userAvatar: string | null;
  readonly country: string;
}
export interface ChatMessage {
  readonly _id: string;
  readonly roomId: string;
  readonly msgType: string;
  readonly content: string;
  readonly createdAt: string;
  readonly seen: boolean;
  readonly privateFor: string | null;
  readonly replyId: string | null;
  readonly owner: { userId: string; firstName: string; lastName: string };
  readonly reply: {
    _id: string;
    roomId: string;
    content: string;
    msgType: string;
    seen: boolean;
    owner: { userId: string; firstName: string; lastName: string };
  } | null;
}
export interface ChatRoom {
  readonly _id: string;
  readonly closed: boolean;
  readonly unReadMsgs: number;
  readonly updatedAt: string;
  readonly users: readonly ChatUser[];
  readonly lastMessage: { _id: string; content: string; owner: { userId: string } } | null;
}
export interface ReadReceipt {
  readonly roomId: string;
  readonly readerId: string;
  readonly messageIds: readonly string[];
}
export interface AutoMessage {
  readonly _id: string;
  readonly userId: string;
  readonly question: string;
  readonly createdAt: string;
}

export interface Member {
  readonly user: UserRow;
  readonly token: string;
}

/** Chat operations of one test app, answering the data or failing with the errors. */
export function chatClient(t: TestApp) {
  const ok = <Data>(response: GraphQLResponse<Data>): Data => {
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    if (!response.data) throw new Error('no data');
    return response.data;
  };
  const member = async (make: typeof makeStudent, options: PersonOptions = {}): Promise<Member> => {
    const user = await make(t.deps.db, { country: 'sg', ...options });
    return { user, token: await sessionFor(t, user) };
  };
  return {
    student: (options?: PersonOptions) => member(makeStudent, options),
    tutor: (options?: PersonOptions) => member(makeTutor, options),
    createRoom: (token: string, userId: string) =>
      t.gql<{ createNewChatRoom: ChatRoom }>(CREATE_ROOM, { userId }, { token }),
    async roomOf(first: Member, second: Member): Promise<string> {
      return ok(await this.createRoom(first.token, second.user.id)).createNewChatRoom._id;
    },
    send: (
      token: string,
      roomId: string,
      content: string,
      extra: { replyId?: string; msgType?: string } = {},
    ) => t.gql<{ sendMessageToChatRoom: ChatMessage }>(SEND, { roomId, content, ...extra }, { token }),
    async sent(
      token: string,
      roomId: string,
      content: string,
      extra?: { replyId?: string },
    ): Promise<ChatMessage> {
      return ok(await this.send(token, roomId, content, extra)).sendMessageToChatRoom;
    },
    page: (token: string, variables: { roomId: string; before?: string; after?: string; limit?: number }) =>
      t.gql<{ getRoomMessages: { hasMore: boolean; messages: ChatMessage[] } }>(GET_MESSAGES, variables, {
        token,
      }),
    async messages(token: string, roomId: string): Promise<ChatMessage[]> {
      return ok(await this.page(token, { roomId, limit: 100 })).getRoomMessages.messages;
    },
    read: (token: string, roomId: string, messages: readonly string[]) =>
      t.gql<{ readMessages: ReadReceipt }>(READ, { roomId, messages }, { token }),
    async rooms(token: string): Promise<ChatRoom[]> {
      return ok(await t.gql<{ getUserChatRooms: ChatRoom[] }>(GET_ROOMS, {}, { token })).getUserChatRooms;
    },
    async unread(token: string): Promise<number> {
      return ok(await t.gql<{ getUnReadMsgsCount: number }>(UNREAD_COUNT, {}, { token })).getUnReadMsgsCount;
    },
    ok,
  };
}
