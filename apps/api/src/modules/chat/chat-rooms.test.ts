import { CHAT_PAGE_MAX, CHAT_REPLY_PREVIEW_MAX, TEXT_LIMIT } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { users } from '../account/testing';
import {
  CREATE_ROOM,
  GET_AUTO,
  GET_MESSAGES,
  GET_ROOMS,
  READ,
  SEND,
  UNREAD_COUNT,
} from './testing/chat-test-helpers';
import { chatRooms } from './chat.tables';
import { setUpChat, t, chat, messageCount, pair } from './testing/chat-suite-test-helpers';

setUpChat();

describe('chat', () => {
  it('refuses visitors on every operation', async () => {
    const { roomId, tutor } = await pair();
    for (const [query, variables] of [
      [GET_ROOMS, {}],
      [GET_MESSAGES, { roomId }],
      [UNREAD_COUNT, {}],
      [GET_AUTO, {}],
      [SEND, { roomId, content: 'hi' }],
      [READ, { roomId, messages: [] }],
      [CREATE_ROOM, { userId: tutor.user.id }],
    ] as const) {
      expectError(await t.gql(query, variables), 'UNAUTHENTICATED', 'notLoggedIn');
    }
    expect(await messageCount(roomId)).toBe(0);
  });

  describe('createNewChatRoom', () => {
    it('creates the one room of a pair and returns it to either member after', async () => {
      const student = await chat.student();
      const tutor = await chat.tutor({ firstName: 'Ana', lastName: 'Lim' });
      await t.deps.db.update(users).set({ avatarUrl: 'avatars/ana.png' }).where(eq(users.id, tutor.user.id));
      const created = chat.ok(await chat.createRoom(student.token, tutor.user.id)).createNewChatRoom;
      expect(created).toEqual({
        _id: expect.any(String),
        closed: false,
        unReadMsgs: 0,
        updatedAt: t.clock.now().toISOString(),
        users: [
          {
            userId: tutor.user.id,
            firstName: 'Ana',
            lastName: 'Lim',
            userAvatar: 'avatars/ana.png',
            country: 'sg',
          },
        ],
        lastMessage: null,
      });
      const again = chat.ok(
        await chat.createRoom(student.token, tutor.user.id.toUpperCase()),
      ).createNewChatRoom;
      expect(again._id).toBe(created._id);
      const fromTutor = chat.ok(await chat.createRoom(tutor.token, student.user.id)).createNewChatRoom;
      expect(fromTutor._id).toBe(created._id);
      expect(fromTutor.users.map((user) => user.userId)).toEqual([student.user.id]);
      const rows = await t.deps.db.select().from(chatRooms).where(eq(chatRooms.id, created._id));
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row && row.memberLow < row.memberHigh).toBe(true);
    });

    it('returns the same room to concurrent calls of both members', async () => {
      const student = await chat.student();
      const tutor = await chat.tutor();
      const results = await Promise.all([
        chat.createRoom(student.token, tutor.user.id),
        chat.createRoom(tutor.token, student.user.id),
        chat.createRoom(student.token, tutor.user.id),
        chat.createRoom(tutor.token, student.user.id),
      ]);
      const ids = new Set(results.map((result) => chat.ok(result).createNewChatRoom._id));
      expect(ids.size).toBe(1);
      const [room] = [...ids];
      expect(
        await t.deps.db
          .select()
          .from(chatRooms)
          .where(eq(chatRooms.id, room ?? '')),
      ).toHaveLength(1);
    });

    it('refuses a room with oneself, an unknown or an inactive user', async () => {
      const student = await chat.student();
      const gone = await chat.tutor();
      await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
      expectError(await chat.createRoom(student.token, student.user.id), 'FORBIDDEN', 'chatWithYourself');
      for (const userId of [gone.user.id, '00000000-0000-4000-8000-00000000abcd', 'nonsense']) {
        expectError(await chat.createRoom(student.token, userId), 'NOT_FOUND', 'chatUserNotFound');
      }
      expect(await chat.rooms(student.token)).toEqual([]);
    });
  });

  describe('sendMessageToChatRoom', () => {
    it('stores a trimmed text message and shows it to both members', async () => {
      const { student, tutor, roomId } = await pair();
      t.clock.advance(1000);
      const sent = await chat.sent(student.token, roomId, '  Hello, can you teach algebra?  ');
      expect(sent).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        roomId,
        msgType: 'TEXT',
        content: 'Hello, can you teach algebra?',
        createdAt: t.clock.now().toISOString(),
        seen: false,
        privateFor: null,
        replyId: null,
        owner: { userId: student.user.id, firstName: 'Siti', lastName: 'Rahma' },
        reply: null,
      });
      expect(await chat.messages(tutor.token, roomId)).toEqual([sent]);
      expect(await chat.messages(student.token, roomId)).toEqual([sent]);
      const auto = await chat.send(student.token, roomId, 'What are your rates?', { msgType: 'AUTO' });
      expect(chat.ok(auto).sendMessageToChatRoom.msgType).toBe('AUTO');
      expectError(
        await chat.send(student.token, roomId, 'x', { msgType: 'VIDEO' }),
        'BAD_USER_INPUT',
        'required',
        {
          msgType: 'required',
        },
      );
      expect(await messageCount(roomId)).toBe(2);
    });

    it(`accepts ${TEXT_LIMIT} characters and refuses ${TEXT_LIMIT + 1} or a blank message, writing nothing`, async () => {
      const { student, roomId } = await pair();
      expect((await chat.send(student.token, roomId, 'a'.repeat(TEXT_LIMIT))).errors).toBeUndefined();
      // Characters, not UTF-16 units: 700 emoji fit too.
      expect((await chat.send(student.token, roomId, '🙂'.repeat(TEXT_LIMIT))).errors).toBeUndefined();
      expect(await messageCount(roomId)).toBe(2);
      expectError(
        await chat.send(student.token, roomId, 'a'.repeat(TEXT_LIMIT + 1)),
        'BAD_USER_INPUT',
        'textTooLong',
        {
          content: 'textTooLong',
        },
      );
      expectError(
        await chat.send(student.token, roomId, '🙂'.repeat(TEXT_LIMIT + 1)),
        'BAD_USER_INPUT',
        'textTooLong',
      );
      expectError(await chat.send(student.token, roomId, ' \n\t '), 'BAD_USER_INPUT', 'messageRequired', {
        content: 'messageRequired',
      });
      expect(await messageCount(roomId)).toBe(2);
    });

    it('moves the room to the top of both members’ lists', async () => {
      const student = await chat.student();
      const first = await chat.tutor();
      const second = await chat.tutor();
      const firstRoom = await chat.roomOf(student, first);
      t.clock.advance(1000);
      const secondRoom = await chat.roomOf(student, second);
      expect((await chat.rooms(student.token)).map((room) => room._id)).toEqual([secondRoom, firstRoom]);
      t.clock.advance(1000);
      await chat.sent(first.token, firstRoom, 'Still there?');
      const rooms = await chat.rooms(student.token);
      expect(rooms.map((room) => room._id)).toEqual([firstRoom, secondRoom]);
      expect(rooms[0]?.updatedAt).toBe(t.clock.now().toISOString());
      expect(rooms[0]?.lastMessage?.content).toBe('Still there?');
    });

    it('replies quote a message of the same room, cut to the preview length', async () => {
      const { student, tutor, roomId } = await pair();
      const long = 'q'.repeat(TEXT_LIMIT);
      const question = await chat.sent(student.token, roomId, long);
      const answer = await chat.sent(tutor.token, roomId, 'Yes!', { replyId: question._id });
      expect(answer.replyId).toBe(question._id);
      expect(answer.reply).toEqual({
        _id: question._id,
        roomId,
        content: 'q'.repeat(CHAT_REPLY_PREVIEW_MAX),
        msgType: 'TEXT',
        seen: false,
        owner: { userId: student.user.id, firstName: 'Siti', lastName: 'Rahma' },
      });
      expect((await chat.messages(student.token, roomId)).at(-1)?.reply?._id).toBe(question._id);

      const other = await pair();
      const elsewhere = await chat.sent(other.student.token, other.roomId, 'Another room');
      for (const replyId of [elsewhere._id, '999999999', 'garbage']) {
        expectError(
          await chat.send(tutor.token, roomId, 'No', { replyId }),
          'BAD_USER_INPUT',
          'invalidReply',
          {
            replyId: 'invalidReply',
          },
        );
      }
      expect(await messageCount(roomId)).toBe(2);
    });
  });

  describe('members only', () => {
    it('a third user cannot read, send to, or mark read a room, nor see it', async () => {
      const { student, tutor, roomId } = await pair();
      const sent = await chat.sent(tutor.token, roomId, 'Private lesson plan');
      const outsider = await chat.student();
      expectError(await chat.page(outsider.token, { roomId }), 'FORBIDDEN', 'notChatMember');
      expectError(await chat.page(outsider.token, { roomId, after: '0' }), 'FORBIDDEN', 'notChatMember');
      expectError(await chat.send(outsider.token, roomId, 'Hi'), 'FORBIDDEN', 'notChatMember');
      expectError(
        await chat.send(outsider.token, roomId, 'Hi', { replyId: sent._id }),
        'FORBIDDEN',
        'notChatMember',
      );
      expectError(await chat.read(outsider.token, roomId, [sent._id]), 'FORBIDDEN', 'notChatMember');
      for (const bad of ['00000000-0000-4000-8000-00000000abcd', 'not-a-room']) {
        expectError(await chat.page(student.token, { roomId: bad }), 'FORBIDDEN', 'notChatMember');
        expectError(await chat.send(student.token, bad, 'Hi'), 'FORBIDDEN', 'notChatMember');
      }
      expect(await chat.rooms(outsider.token)).toEqual([]);
      expect(await chat.unread(outsider.token)).toBe(0);
      expect(await messageCount(roomId)).toBe(1);
      expect((await chat.messages(student.token, roomId))[0]?.seen).toBe(false);
    });

    it('keeps other members’ ids out of readMessages', async () => {
      const { student, tutor, roomId } = await pair();
      const other = await pair();
      const foreign = await chat.sent(other.tutor.token, other.roomId, 'Not yours');
      const own = await chat.sent(student.token, roomId, 'Mine');
      const theirs = await chat.sent(tutor.token, roomId, 'For you');
      const receipt = chat.ok(
        await chat.read(student.token, roomId, [foreign._id, own._id, theirs._id, theirs._id, 'junk']),
      ).readMessages;
      expect(receipt).toEqual({ roomId, readerId: student.user.id, messageIds: [theirs._id] });
      expect((await chat.messages(other.student.token, other.roomId))[0]?.seen).toBe(false);
      expect((await chat.messages(tutor.token, roomId)).map((message) => message.seen)).toEqual([
        false,
        true,
      ]);
      // A client marks what it shows: at most a page of ids at a time.
      const tooMany = Array.from({ length: CHAT_PAGE_MAX + 1 }, (_, i) => String(i + 1));
      expectError(await chat.read(student.token, roomId, tooMany), 'BAD_USER_INPUT', 'invalidPage');
    });
  });
});
