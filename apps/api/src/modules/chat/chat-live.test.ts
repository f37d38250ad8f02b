import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_OUT } from '../../test/account-operations';
import { startTestApp, type TestApp } from '../../test/test-app';
import { socketUrlOf } from '../../test/ws-client';
import { notifications } from '../notification/testing';
import {
  connectLive,
  untilLive,
  type LiveConnection,
  type LiveResult,
  type LiveSubscription,
} from './testing/chat-live-test-helpers';
import {
  GET_MESSAGES,
  MESSAGES_READ,
  MESSAGE_SENT,
  UNREAD_CHANGED,
  chatClient,
  type ChatMessage,
  type Member,
  type ReadReceipt,
} from './testing/chat-test-helpers';

// With REDIS_URL the events cross Redis, as between API processes.
const redisUrl = process.env['REDIS_URL'];

let t: TestApp;
let url: string;
let chat: ReturnType<typeof chatClient>;
const connections: LiveConnection[] = [];
beforeAll(async () => {
  t = await startTestApp(redisUrl ? { REDIS_URL: redisUrl } : {});
  url = await socketUrlOf(t.app);
  chat = chatClient(t);
});
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
  await t.close();
});

function connect(token?: string): LiveConnection {
  const connection = connectLive(url, token);
  connections.push(connection);
  return connection;
}

interface UnreadCount {
  total: number;
  roomId: string | null;
  unReadMsgs: number | null;
}
type Sent = { messageSent: ChatMessage };
type Read = { messagesRead: ReadReceipt };
type Unread = { unreadCountChanged: UnreadCount };

const PROBE_ID = '0';
const NOTIFICATION_ADDED = 'subscription { notificationAdded { pvid code } }';

/** messageSent for this member, live once a probe message came through. */
async function watchMessages(connection: LiveConnection, member: Member, roomId: string) {
  const subscription = connection.subscribe<Sent>(MESSAGE_SENT, { roomId });
  await untilLive(
    subscription,
    () =>
      t.deps.pubsub.publish('roomMessage', roomId, {
        _id: PROBE_ID,
        roomId,
        ownerId: member.user.id,
        msgType: 'TEXT',
        content: 'probe',
        createdAt: new Date().toISOString(),
        seen: false,
        privateFor: null,
        replyId: null,
      }),
    (result) => result.data?.messageSent._id === PROBE_ID,
  );
  return subscription;
}

async function watchReceipts(connection: LiveConnection, roomId: string) {
  const subscription = connection.subscribe<Read>(MESSAGES_READ, { roomId });
  await untilLive(
    subscription,
    () => t.deps.pubsub.publish('roomRead', roomId, { roomId, readerId: PROBE_ID, messageIds: [] }),
    (result) => result.data?.messagesRead.readerId === PROBE_ID,
  );
  return subscription;
}

async function watchUnread(connection: LiveConnection, member: Member) {
  const subscription = connection.subscribe<Unread>(UNREAD_CHANGED);
  await untilLive(
    subscription,
    () => t.deps.pubsub.publish('userUnread', member.user.id, { total: -1, roomId: null, unReadMsgs: null }),
    (result) => result.data?.unreadCountChanged.total === -1,
  );
  return subscription;
}

const dataOf = <Data>(subscription: LiveSubscription<Data>): Data[] =>
  subscription.results.map((result) => {
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  });

function expectRefused(result: LiveResult<unknown> | undefined, code: string, messageKey: string): void {
  expect(result?.errors?.[0]?.extensions).toEqual({ code, messageKey });
}

async function pair(): Promise<{ student: Member; tutor: Member; roomId: string }> {
  const student = await chat.student({ firstName: 'Siti', lastName: 'Rahma' });
  const tutor = await chat.tutor({ firstName: 'Wei Ling', lastName: 'Tan' });
  return { student, tutor, roomId: await chat.roomOf(student, tutor) };
}

describe('chat subscriptions', () => {
  it('delivers new messages, read receipts and unread counts live', async () => {
    const { student, tutor, roomId } = await pair();
    const studentLive = connect(student.token);
    const tutorLive = connect(tutor.token);
    const studentMessages = await watchMessages(studentLive, student, roomId);
    const studentUnread = await watchUnread(studentLive, student);
    const tutorReceipts = await watchReceipts(tutorLive, roomId);
    const tutorUnread = await watchUnread(tutorLive, tutor);

    const hello = await chat.sent(tutor.token, roomId, 'Hello Siti');
    await studentMessages.waitFor(1);
    expect(dataOf(studentMessages)).toEqual([{ messageSent: hello }]);
    expect(hello.owner).toEqual({ userId: tutor.user.id, firstName: 'Wei Ling', lastName: 'Tan' });
    await studentUnread.waitFor(1);
    expect(dataOf(studentUnread)).toEqual([{ unreadCountChanged: { total: 1, roomId, unReadMsgs: 1 } }]);

    const reply = await chat.sent(tutor.token, roomId, 'Are you there?', { replyId: hello._id });
    await studentMessages.waitFor(2);
    expect(dataOf(studentMessages)[1]).toEqual({ messageSent: reply });
    expect(reply.reply?.content).toBe('Hello Siti');
    await studentUnread.waitFor(2);

    const receipt = chat.ok(await chat.read(student.token, roomId, [hello._id, reply._id])).readMessages;
    await tutorReceipts.waitFor(1);
    expect(dataOf(tutorReceipts)).toEqual([
      { messagesRead: { roomId, readerId: student.user.id, messageIds: [hello._id, reply._id] } },
    ]);
    expect(receipt.messageIds).toEqual([hello._id, reply._id]);
    await studentUnread.waitFor(3);
    expect(dataOf(studentUnread).map((data) => data.unreadCountChanged)).toEqual([
      { total: 1, roomId, unReadMsgs: 1 },
      { total: 2, roomId, unReadMsgs: 2 },
      { total: 0, roomId, unReadMsgs: 0 },
    ]);

    // The student's answer reaches the tutor's badge; nothing of it goes to the student's own.
    await chat.sent(student.token, roomId, 'Yes!');
    await tutorUnread.waitFor(1);
    expect(dataOf(tutorUnread)).toEqual([{ unreadCountChanged: { total: 1, roomId, unReadMsgs: 1 } }]);
    await studentMessages.waitFor(3);
    expect(studentUnread.results).toHaveLength(3);
  });

  it('refuses a third user (and visitors) when the subscription starts', async () => {
    const { roomId } = await pair();
    const outsider = await chat.student();
    const live = connect(outsider.token);
    for (const query of [MESSAGE_SENT, MESSAGES_READ]) {
      const subscription = live.subscribe(query, { roomId });
      await subscription.waitFor(1);
      expectRefused(subscription.results[0], 'FORBIDDEN', 'notChatMember');
      expect(subscription.ended()).toBe(true);
    }
    const bogus = live.subscribe(MESSAGE_SENT, { roomId: 'not-a-room' });
    expectRefused((await bogus.waitFor(1))[0], 'FORBIDDEN', 'notChatMember');

    const visitor = connect();
    for (const [query, variables] of [
      [MESSAGE_SENT, { roomId }],
      [MESSAGES_READ, { roomId }],
      [UNREAD_CHANGED, {}],
    ] as const) {
      const subscription = visitor.subscribe(query, variables);
      expectRefused((await subscription.waitFor(1))[0], 'UNAUTHENTICATED', 'notLoggedIn');
    }
  });

  it('hides private messages from the member they are not for', async () => {
    const { student, tutor, roomId } = await pair();
    const studentMessages = await watchMessages(connect(student.token), student, roomId);
    const tutorMessages = await watchMessages(connect(tutor.token), tutor, roomId);
    const note = {
      _id: '999999990',
      roomId,
      ownerId: tutor.user.id,
      msgType: 'TEXT',
      content: 'Tutor-only note',
      createdAt: new Date().toISOString(),
      seen: false,
      privateFor: tutor.user.id,
      replyId: null,
    };
    t.deps.pubsub.publish('roomMessage', roomId, note);
    t.deps.pubsub.publish('roomMessage', roomId, {
      ...note,
      _id: '999999991',
      content: 'For Siti',
      privateFor: student.user.id,
    });
    const shared = await chat.sent(tutor.token, roomId, 'For both');
    await tutorMessages.waitFor(3);
    expect(dataOf(tutorMessages).map((data) => data.messageSent.content)).toEqual([
      'Tutor-only note',
      'For Siti',
      'For both',
    ]);
    await studentMessages.waitFor(2);
    expect(dataOf(studentMessages).map((data) => data.messageSent._id)).toEqual(['999999991', shared._id]);
  });

  it('ends a stream whose session was signed out', async () => {
    const { student, tutor, roomId } = await pair();
    const live = connect(student.token);
    const messages = await watchMessages(live, student, roomId);
    const unread = await watchUnread(live, student);
    await chat.sent(tutor.token, roomId, 'Before');
    await messages.waitFor(1);
    expect(chat.ok(await t.gql(SIGN_OUT, {}, { token: student.token }))).toBeTruthy();
    await chat.sent(tutor.token, roomId, 'After sign-out');
    await expect.poll(() => messages.ended() && unread.ended()).toBe(true);
    expect(dataOf(messages).map((data) => data.messageSent.content)).toEqual(['Before']);
    expect(dataOf(unread)).toHaveLength(1);
  });

  it('loses nothing across a dropped connection: the missed messages arrive once, in order', async () => {
    const { student, tutor, roomId } = await pair();
    const first = connect(student.token);
    const before = await watchMessages(first, student, roomId);
    const m1 = await chat.sent(tutor.token, roomId, 'message 1');
    await before.waitFor(1);
    const lastSeenId = dataOf(before)[0]?.messageSent._id;
    expect(lastSeenId).toBe(m1._id);

    first.drop();
    await expect.poll(() => before.ended()).toBe(true);
    const missed: ChatMessage[] = [];
    for (let i = 2; i <= 6; i += 1) missed.push(await chat.sent(tutor.token, roomId, `message ${i}`));

    // Reconnect: subscribe first, then fetch what came after the last message seen; merge by id.
    const second = connect(student.token);
    const after = await watchMessages(second, student, roomId);
    const fetched = chat.ok(
      await t.gql<{ getRoomMessages: { hasMore: boolean; messages: ChatMessage[] } }>(
        GET_MESSAGES,
        { roomId, after: lastSeenId },
        { token: student.token },
      ),
    ).getRoomMessages.messages;
    const received = new Map<string, ChatMessage>();
    const arrived: string[] = [];
    for (const message of [...fetched, ...dataOf(after).map((data) => data.messageSent)]) {
      arrived.push(message._id);
      received.set(message._id, message);
    }
    expect(arrived).toEqual(missed.map((message) => message._id));
    expect([...received.values()].map((message) => message.content)).toEqual([
      'message 2',
      'message 3',
      'message 4',
      'message 5',
      'message 6',
    ]);
    expect(dataOf(before)).toHaveLength(1);

    // The new stream is live.
    const m7 = await chat.sent(tutor.token, roomId, 'message 7');
    await after.waitFor(1);
    expect(dataOf(after).map((data) => data.messageSent._id)).toEqual([m7._id]);
  });

  it('notifies a recipient who is offline, and not one who is online', async () => {
    const { student, tutor, roomId } = await pair();
    const chatNotifications = () =>
      t.deps.db
        .select({ entityId: notifications.entityId, remarks: notifications.remarks })
        .from(notifications)
        .where(and(eq(notifications.userId, tutor.user.id), eq(notifications.code, 'CHAT_MESSAGE')));

    expect(await t.deps.presence.isOnline(tutor.user.id)).toBe(false);
    await chat.sent(student.token, roomId, 'Are you free on Monday?');
    expect(await chatNotifications()).toEqual([{ entityId: roomId, remarks: 'Siti Rahma' }]);

    // The web keeps notificationAdded open while the app is open: that is being online.
    const bell = connect(tutor.token).subscribe(NOTIFICATION_ADDED);
    await expect.poll(() => t.deps.presence.isOnline(tutor.user.id)).toBe(true);
    await chat.sent(student.token, roomId, 'Or Tuesday?');
    expect(await chatNotifications()).toHaveLength(1);
    bell.stop();
    await expect.poll(() => t.deps.presence.isOnline(tutor.user.id)).toBe(false);
    await chat.sent(student.token, roomId, 'Let me know');
    expect(await chatNotifications()).toHaveLength(2);
  });
});
