import { CHAT_PAGE_SIZE } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { countStatements } from '../search/testing';
import { chatMessages } from './chat.tables';
import { setUpChat, t, chat, pair } from './testing/chat-suite-test-helpers';

setUpChat();

describe('chat', () => {
  describe('getRoomMessages', () => {
    it('pages newest last, with before and after cursors', async () => {
      const { student, tutor, roomId } = await pair();
      const sent = [];
      for (let i = 1; i <= 7; i += 1)
        sent.push(await chat.sent(i % 2 ? student.token : tutor.token, roomId, `m${i}`));
      const ids = sent.map((message) => message._id);
      const contents = (page: { messages: { content: string }[] }) => page.messages.map((m) => m.content);

      const latest = chat.ok(await chat.page(student.token, { roomId, limit: 3 })).getRoomMessages;
      expect(contents(latest)).toEqual(['m5', 'm6', 'm7']);
      expect(latest.hasMore).toBe(true);
      const older = chat.ok(
        await chat.page(student.token, { roomId, limit: 3, before: ids[4] }),
      ).getRoomMessages;
      expect(contents(older)).toEqual(['m2', 'm3', 'm4']);
      expect(older.hasMore).toBe(true);
      const oldest = chat.ok(
        await chat.page(student.token, { roomId, limit: 3, before: ids[1] }),
      ).getRoomMessages;
      expect(oldest).toMatchObject({ hasMore: false });
      expect(contents(oldest)).toEqual(['m1']);

      const after = chat.ok(
        await chat.page(tutor.token, { roomId, limit: 3, after: ids[1] }),
      ).getRoomMessages;
      expect(contents(after)).toEqual(['m3', 'm4', 'm5']);
      expect(after.hasMore).toBe(true);
      const caughtUp = chat.ok(await chat.page(tutor.token, { roomId, after: ids[6] })).getRoomMessages;
      expect(caughtUp.messages).toEqual([]);
      expect(
        chat.ok(await chat.page(tutor.token, { roomId, after: '0' })).getRoomMessages.messages,
      ).toHaveLength(7);
    });

    it(`answers ${CHAT_PAGE_SIZE} by default and refuses bad limits or cursors`, async () => {
      const { student, tutor, roomId } = await pair();
      await t.deps.db.insert(chatMessages).values(
        Array.from({ length: CHAT_PAGE_SIZE + 2 }, (_, i) => ({
          roomId,
          ownerId: tutor.user.id,
          content: `bulk ${i}`,
        })),
      );
      const page = chat.ok(await chat.page(student.token, { roomId })).getRoomMessages;
      expect(page.messages).toHaveLength(CHAT_PAGE_SIZE);
      expect(page.messages.at(-1)?.content).toBe(`bulk ${CHAT_PAGE_SIZE + 1}`);
      expect(page.hasMore).toBe(true);
      for (const variables of [
        { limit: 0 },
        { limit: 101 },
        { before: 'abc' },
        { after: '-1' },
        { before: '5', after: '1' },
      ]) {
        expectError(
          await chat.page(student.token, { roomId, ...variables }),
          'BAD_USER_INPUT',
          'invalidPage',
        );
      }
    });
  });

  describe('unread counts', () => {
    it('counts the other member’s unread messages per room and in total, until read', async () => {
      const student = await chat.student();
      const tutorA = await chat.tutor();
      const tutorB = await chat.tutor();
      const roomA = await chat.roomOf(student, tutorA);
      const roomB = await chat.roomOf(student, tutorB);
      const a1 = await chat.sent(tutorA.token, roomA, 'a1');
      const a2 = await chat.sent(tutorA.token, roomA, 'a2');
      const a3 = await chat.sent(tutorA.token, roomA, 'a3');
      await chat.sent(tutorB.token, roomB, 'b1');
      await chat.sent(student.token, roomA, 'own messages never count');

      expect(await chat.unread(student.token)).toBe(4);
      expect(await chat.unread(tutorA.token)).toBe(1);
      const unreadByRoom = async (token: string) =>
        Object.fromEntries((await chat.rooms(token)).map((room) => [room._id, room.unReadMsgs]));
      expect(await unreadByRoom(student.token)).toEqual({ [roomA]: 3, [roomB]: 1 });

      const receipt = chat.ok(await chat.read(student.token, roomA, [a1._id, a2._id])).readMessages;
      expect(receipt.messageIds).toEqual([a1._id, a2._id]);
      expect(await chat.unread(student.token)).toBe(2);
      expect(await unreadByRoom(student.token)).toEqual({ [roomA]: 1, [roomB]: 1 });
      // Reading again marks nothing new.
      expect(chat.ok(await chat.read(student.token, roomA, [a1._id])).readMessages.messageIds).toEqual([]);
      expect((await chat.messages(tutorA.token, roomA)).map((message) => message.seen)).toEqual([
        true,
        true,
        false,
        false,
      ]);
      await chat.read(student.token, roomA, [a3._id]);
      expect(await chat.unread(student.token)).toBe(1);
      expect(await chat.unread(tutorA.token)).toBe(1);
    });
  });

  describe('privateFor', () => {
    it('shows a private message only to its owner and the member it is for', async () => {
      const { student, tutor, roomId } = await pair();
      const shared = await chat.sent(tutor.token, roomId, 'Shared');
      // A note the tutor keeps for themselves, and one meant for the student (written directly: no API sets it yet).
      const [note, forStudent] = await t.deps.db
        .insert(chatMessages)
        .values([
          { roomId, ownerId: tutor.user.id, content: 'Tutor-only note', privateFor: tutor.user.id },
          { roomId, ownerId: tutor.user.id, content: 'For the student', privateFor: student.user.id },
        ])
        .returning({ id: chatMessages.id });
      const noteId = String(note?.id);
      const forStudentId = String(forStudent?.id);

      expect((await chat.messages(tutor.token, roomId)).map((m) => m.content)).toEqual([
        'Shared',
        'Tutor-only note',
        'For the student',
      ]);
      const studentSees = await chat.messages(student.token, roomId);
      expect(studentSees.map((m) => m._id)).toEqual([shared._id, forStudentId]);
      expect(studentSees[1]?.privateFor).toBe(student.user.id);
      expect(
        chat.ok(await chat.page(student.token, { roomId, after: shared._id })).getRoomMessages.messages,
      ).toHaveLength(1);

      // The hidden note is neither counted, nor readable, nor the last message, nor something to reply to.
      expect(await chat.unread(student.token)).toBe(2);
      expect(
        chat.ok(await chat.read(student.token, roomId, [noteId, forStudentId])).readMessages.messageIds,
      ).toEqual([forStudentId]);
      await t.deps.db
        .insert(chatMessages)
        .values({ roomId, ownerId: tutor.user.id, content: 'Later note', privateFor: tutor.user.id });
      const [room] = await chat.rooms(student.token);
      expect(room?.lastMessage?._id).toBe(forStudentId);
      expect((await chat.rooms(tutor.token))[0]?.lastMessage?.content).toBe('Later note');
      expectError(
        await chat.send(student.token, roomId, 'Re', { replyId: noteId }),
        'BAD_USER_INPUT',
        'invalidReply',
      );
      const tutorReply = await chat.sent(tutor.token, roomId, 'About my note', { replyId: noteId });
      expect(tutorReply.reply?._id).toBe(noteId);
      const studentView = (await chat.messages(student.token, roomId)).find((m) => m._id === tutorReply._id);
      expect(studentView).toMatchObject({ replyId: noteId, reply: null });
    });
  });

  describe('getUserChatRooms', () => {
    it('lists rooms with the other member, last message and unread count in a bounded number of statements', async () => {
      const student = await chat.student();
      const measure = async () => (await countStatements(t, () => chat.rooms(student.token))).statements;
      for (let i = 0; i < 2; i += 1) {
        const tutor = await chat.tutor();
        const roomId = await chat.roomOf(student, tutor);
        t.clock.advance(1000);
        await chat.sent(tutor.token, roomId, `hello ${i}`);
      }
      const few = await measure();
      for (let i = 2; i < 8; i += 1) {
        const tutor = await chat.tutor();
        const roomId = await chat.roomOf(student, tutor);
        t.clock.advance(1000);
        await chat.sent(tutor.token, roomId, `hello ${i}`);
        await chat.sent(student.token, roomId, `reply ${i}`);
      }
      const rooms = await chat.rooms(student.token);
      expect(rooms).toHaveLength(8);
      expect(rooms.map((room) => room.unReadMsgs)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
      expect(rooms[0]?.lastMessage?.content).toBe('reply 7');
      expect(rooms.at(-1)?.lastMessage?.content).toBe('hello 0');
      expect(await measure()).toBe(few);
      expect(few).toBeLessThanOrEqual(4);
    });
  });
});
