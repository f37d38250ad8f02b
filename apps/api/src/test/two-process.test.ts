import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtimeBus, type RealtimeBus } from '../infra/pubsub/create-pubsub';
import type { Presence } from '../infra/pubsub/presence';
import { redisPresence } from '../infra/pubsub/presence-redis';
import type { ChatMessageEvent } from '../infra/pubsub/realtime-events';
import { SIGN_IN } from './account-operations';
import { API_START_TIMEOUT_MS, startApi, stopApi, type ApiProcess } from './api-process';
import { GET_OWN_PROFILE, GET_PROFILE_OF } from './profile-operations';
import { eventually, openSocket, type SocketClient, type SocketSubscription } from './ws-client';
import { PROBE, probeNotification } from './notification-probe';

/**
 * Two real API processes (`tsx src/main.ts`) on one PostgreSQL database and one Redis: what one process
 * publishes reaches the sockets of the other, and both agree on who is online.
 */

const adminUrl = process.env['TEST_DATABASE_URL'];
const redisUrl = process.env['REDIS_URL'];
const enabled = Boolean(adminUrl && redisUrl);
if (!enabled) {
  console.warn(
    'TEST_DATABASE_URL and REDIS_URL are not both set: skipping the two-process test (CI runs it on PostgreSQL and Redis).',
  );
}

const DELIVERY_MS = 5000;

interface SignedIn {
  readonly token: string;
  readonly userId: string;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function gql<Data>(
  api: ApiProcess,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Data> {
  const response = await fetch(`${api.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'auth-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`${api.name}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function signIn(api: ApiProcess, email: string): Promise<SignedIn> {
  const data = await gql<{ signIn: { token: string; user: { pvid: string } } }>(api, SIGN_IN, {
    email,
    password: 'password123',
  });
  return { token: data.signIn.token, userId: data.signIn.user.pvid };
}

const NOTIFICATION_ADDED = 'subscription { notificationAdded { pvid entityId code remarks read } }';
interface Added {
  notificationAdded: { pvid: string; entityId: string | null; code: string; remarks: string; read: boolean };
}

/** The next result that is not a probe (a probe may arrive late, after the one that proved the link). */
async function nextReal<Data>(
  subscription: SocketSubscription<Data>,
  isProbe: (data: Data | null | undefined) => boolean,
): Promise<Data | null | undefined> {
  for (;;) {
    const result = await subscription.next(DELIVERY_MS);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    if (!isProbe(result.data)) return result.data;
  }
}

/**
 * A subscription on one process listens once a probe published through Redis by this test process comes
 * back through it (SUBSCRIBE reaches Redis asynchronously).
 */
async function untilListening(subscription: SocketSubscription<unknown>, publishProbe: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    publishProbe();
    try {
      await subscription.next(100);
      return;
    } catch (error) {
      if (attempt > 100) throw error;
    }
  }
}

describe.skipIf(!enabled)('two API processes on one PostgreSQL and one Redis', () => {
  const databaseName = `ajar_test_two_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ajar-two-process-'));
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  let bus: RealtimeBus | undefined;
  let presence: Presence | undefined;
  const sockets: SocketClient[] = [];
  let student: SignedIn;
  let tutor: SignedIn;

  const apiA = (): ApiProcess => {
    if (!a) throw new Error('API A is not running');
    return a;
  };
  const apiB = (): ApiProcess => {
    if (!b) throw new Error('API B is not running');
    return b;
  };

  beforeAll(
    async () => {
      await withAdmin((client) => client.query(`CREATE DATABASE "${databaseName}"`));
      const databaseUrl = new URL(adminUrl ?? '');
      databaseUrl.pathname = `/${databaseName}`;
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl ?? '',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web-dist'),
        SEED_DEMO: 'true',
      };
      // A migrates and seeds the demo marketplace; B starts on the ready database.
      a = await startApi('A', env);
      b = await startApi('B', env);
      bus = createRealtimeBus(redisUrl);
      await bus.ready;
      presence = redisPresence(redisUrl ?? '');
      student = await signIn(apiB(), 'student@ajar.test');
      tutor = await signIn(apiA(), 'tutor@ajar.test');
    },
    API_START_TIMEOUT_MS * 2 + 30_000,
  );

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await Promise.all([stopApi(a), stopApi(b)]);
    await presence?.close();
    await bus?.close();
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('delivers a notification created on B to the bell open on A', async () => {
    const socket = openSocket(apiA().socketUrl, tutor.token);
    sockets.push(socket);
    const bellOnA = socket.subscribe<Added>(NOTIFICATION_ADDED);

    // B sees the tutor online through Redis as soon as A holds the bell.
    await eventually(async () => (await presence?.isOnline(tutor.userId)) === true, DELIVERY_MS, 'presence');
    const probe = probeNotification(tutor.userId);
    await untilListening(bellOnA, () => bus?.pubsub.publish('userNotification', tutor.userId, probe));

    // The student opens the tutor's profile from search through B: B records the view and notifies.
    await gql(apiB(), GET_PROFILE_OF, { userPvid: tutor.userId, source: 'SRCH' }, student.token);
    const added = await nextReal(bellOnA, (data) => data?.notificationAdded.code === PROBE);
    const own = await gql<{ getProfile: { firstName: string; lastName: string } }>(
      apiB(),
      GET_OWN_PROFILE,
      {},
      student.token,
    );
    expect(added?.notificationAdded).toEqual({
      pvid: expect.any(String),
      entityId: student.userId,
      code: 'PROFILE_VIEWED',
      remarks: `${own.getProfile.firstName} ${own.getProfile.lastName}`,
      read: false,
    });

    // Both processes read the same row.
    const listed = await gql<{ listNotification: { pvid: string }[] }>(
      apiA(),
      'query { listNotification(limit: 1) { pvid } }',
      {},
      tutor.token,
    );
    expect(listed.listNotification).toEqual([{ pvid: added?.notificationAdded.pvid }]);
  });

  it('delivers a chat message sent on B to the room open on A; B sees the tutor online and adds no notification', async () => {
    const room = await gql<{ createNewChatRoom: { _id: string } }>(
      apiB(),
      'mutation Room($userId: ID!) { createNewChatRoom(userId: $userId) { _id } }',
      { userId: tutor.userId },
      student.token,
    );
    const roomId = room.createNewChatRoom._id;
    const socket = openSocket(apiA().socketUrl, tutor.token);
    sockets.push(socket);
    // The tutor's app is open on A: the header's bell makes them online for B too.
    socket.subscribe<Added>(NOTIFICATION_ADDED);
    await eventually(async () => (await presence?.isOnline(tutor.userId)) === true, DELIVERY_MS, 'presence');
    const messages = socket.subscribe<{
      messageSent: { _id: string; content: string; owner: { userId: string } };
    }>('subscription Sent($roomId: ID!) { messageSent(roomId: $roomId) { _id content owner { userId } } }', {
      roomId,
    });
    const probe: ChatMessageEvent = {
      _id: '0',
      roomId,
      ownerId: student.userId,
      msgType: 'TEXT',
      content: PROBE,
      createdAt: new Date().toISOString(),
      seen: false,
      privateFor: null,
      replyId: null,
    };
    await untilListening(messages, () => bus?.pubsub.publish('roomMessage', roomId, probe));

    await gql(
      apiB(),
      'mutation Send($roomId: ID!, $content: String!) { sendMessageToChatRoom(roomId: $roomId, content: $content) { _id } }',
      { roomId, content: 'Hello from B' },
      student.token,
    );
    const sent = await nextReal(messages, (data) => data?.messageSent.content === PROBE);
    expect(sent?.messageSent).toEqual({
      _id: expect.any(String),
      content: 'Hello from B',
      owner: { userId: student.userId },
    });

    // Online through A, the tutor gets the message live and no CHAT_MESSAGE notification from B.
    const listed = await gql<{ listNotification: { code: string }[] }>(
      apiA(),
      'query { listNotification { code } }',
      {},
      tutor.token,
    );
    expect(listed.listNotification.map((item) => item.code)).not.toContain('CHAT_MESSAGE');
  });

  it('ends on A the stream of a session signed out through B, at once', async () => {
    const elsewhere = await signIn(apiB(), 'student@ajar.test');
    const socket = openSocket(apiA().socketUrl, elsewhere.token);
    sockets.push(socket);
    const bellOnA = socket.subscribe<Added>(NOTIFICATION_ADDED);
    const probe = probeNotification(elsewhere.userId);
    await untilListening(bellOnA, () => bus?.pubsub.publish('userNotification', elsewhere.userId, probe));

    await gql(apiB(), 'mutation { signOut { success } }', {}, elsewhere.token);
    const ended = await Promise.race([
      bellOnA.ended,
      new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), DELIVERY_MS)),
    ]);
    expect(ended).toEqual({ completed: true });
    // The student's other session (signed in before) still works on both processes.
    const profile = await gql<{ getProfile: { firstName: string } }>(
      apiA(),
      GET_OWN_PROFILE,
      {},
      student.token,
    );
    expect(profile.getProfile.firstName).toBeTruthy();
  });
});
