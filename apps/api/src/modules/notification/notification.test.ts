import {
  MESSAGES,
  NOTIFICATION_PAGE_MAX,
  NOTIFICATION_PAGE_SIZE,
  PROFILE_VIEW_NOTIFY_WINDOW_MS,
  type NotificationCode,
} from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { SIGN_OUT } from '../../test/account-operations';
import { codeOf, expectError, latestMailTo } from '../../test/account-helpers';
import { sessionFor } from '../../test/profile-helpers';
import {
  ADD_TESTIMONIAL,
  CONFIRM_TESTIMONIAL,
  GET_OWN_PROFILE,
  GET_PROFILE_OF,
} from '../../test/profile-operations';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  eventually,
  openSocket,
  socketUrlOf,
  type SocketResult,
  type SocketSubscription,
} from '../../test/ws-client';
import { testimonials } from '../testimonial/testing';
import { notify } from './notify.service';
import { PROBE, probeNotification } from '../../test/notification-probe';

const FIELDS = 'pvid entityId code remarks postedDate archived status read';
const LIST = `query List($limit: Int) { listNotification(limit: $limit) { ${FIELDS} } }`;
const COUNT = 'query { countUnreadNotifications }';
const MARK_READ = `mutation Read($notificationIds: [ID!]!) {
  makeNotificationsAsRead(notificationIds: $notificationIds) { success message }
}`;
const ADDED = `subscription { notificationAdded { ${FIELDS} } }`;

interface NotificationBody {
  pvid: string;
  entityId: string | null;
  code: string;
  remarks: string;
  postedDate: string;
  archived: boolean;
  status: string;
  read: boolean;
}
type Added = SocketResult<{ notificationAdded: NotificationBody }>;

// With REDIS_URL set (the CI's second run), the pub/sub and presence go through Redis.
const redisUrl = process.env['REDIS_URL'];

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp(redisUrl ? { REDIS_URL: redisUrl } : {});
  url = await socketUrlOf(t.app);
});
afterAll(() => t.close());

const list = async (token: string, limit?: number) =>
  (
    await t.gql<{ listNotification: NotificationBody[] }>(LIST, limit === undefined ? {} : { limit }, {
      token,
    })
  ).data?.listNotification ?? [];
const unread = async (token: string) =>
  (await t.gql<{ countUnreadNotifications: number }>(COUNT, {}, { token })).data?.countUnreadNotifications;

async function signedInTutor(options: { firstName?: string; lastName?: string } = {}) {
  const tutor = await makeTutor(t.deps.db, options);
  return { tutor, token: await sessionFor(t, tutor) };
}

async function signedInStudent(options: { firstName?: string; lastName?: string } = {}) {
  const student = await makeStudent(t.deps.db, options);
  return { student, token: await sessionFor(t, student) };
}

const notifyAt = async (userId: string, code: NotificationCode, remarks: string, entityId = null) => {
  t.clock.advance(1000);
  return notify(t.deps, { userId, code, entityId, remarks });
};

/**
 * Waits until the subscription listens: the viewer shows as online, and (through Redis, where
 * SUBSCRIBE travels apart from the presence write) a probe event comes through.
 */
async function untilListening(subscription: SocketSubscription<unknown>, userId: string): Promise<void> {
  await eventually(() => t.deps.presence.isOnline(userId), 5000, 'presence');
  const probe = probeNotification(userId);
  for (let attempt = 0; ; attempt += 1) {
    t.deps.pubsub.publish('userNotification', userId, probe);
    try {
      await subscription.next(100);
      return;
    } catch (error) {
      if (attempt > 50) throw error;
    }
  }
}

/** The next result that is not a late probe. */
async function nextAdded(subscription: SocketSubscription<Added['data']>): Promise<Added> {
  for (;;) {
    const result = (await subscription.next()) as Added;
    if (result.data?.notificationAdded.code !== PROBE) return result;
  }
}

describe('notifications', () => {
  it('refuses guests', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [COUNT, {}],
      [MARK_READ, { notificationIds: [] }],
    ] as const) {
      const response = await t.gql(query, variables);
      expect(response.status).toBe(200);
      expectError(response, 'UNAUTHENTICATED', 'notLoggedIn');
    }
  });

  it('lists the viewer’s own newest first, counts the unread, and marks only their own read', async () => {
    const { tutor, token } = await signedInTutor();
    const other = await signedInTutor();
    const first = await notifyAt(tutor.id, 'PROFILE_VIEWED', 'Ann Lee');
    const second = await notifyAt(tutor.id, 'TESTIMONIAL_RECEIVED', 'Bob Tan');
    const third = await notifyAt(tutor.id, 'CHAT_MESSAGE', 'Cy Ng');
    const others = await notifyAt(other.tutor.id, 'CHAT_MESSAGE', 'Dee Ong');

    expect(await list(token)).toEqual([
      {
        pvid: third.pvid,
        entityId: null,
        code: 'CHAT_MESSAGE',
        remarks: 'Cy Ng',
        postedDate: third.postedDate.toISOString(),
        archived: false,
        status: 'NEW',
        read: false,
      },
      expect.objectContaining({ pvid: second.pvid, code: 'TESTIMONIAL_RECEIVED' }),
      expect.objectContaining({ pvid: first.pvid, code: 'PROFILE_VIEWED' }),
    ]);
    expect((await list(token, 2)).map((item) => item.pvid)).toEqual([third.pvid, second.pvid]);
    expect(await unread(token)).toBe(3);

    const marked = await t.gql(
      MARK_READ,
      { notificationIds: [first.pvid, third.pvid.toUpperCase(), others.pvid, 'not-an-id'] },
      { token },
    );
    expect(marked.data).toEqual({
      makeNotificationsAsRead: { success: true, message: MESSAGES.notificationsRead },
    });
    expect(await unread(token)).toBe(1);
    expect((await list(token)).map((item) => [item.pvid, item.status, item.read])).toEqual([
      [third.pvid, 'SEEN', true],
      [second.pvid, 'NEW', false],
      [first.pvid, 'SEEN', true],
    ]);
    // Another user's id was ignored, and they see only their own.
    expect(await list(other.token)).toEqual([expect.objectContaining({ pvid: others.pvid, read: false })]);
    expect(await unread(other.token)).toBe(1);
  });

  it('pages by the domain’s size and refuses a bad limit or too many ids', async () => {
    const { tutor, token } = await signedInTutor();
    for (let i = 0; i < NOTIFICATION_PAGE_SIZE + 2; i += 1) await notifyAt(tutor.id, 'CHAT_MESSAGE', `N${i}`);
    const page = await list(token);
    expect(page).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(page[0]?.remarks).toBe(`N${NOTIFICATION_PAGE_SIZE + 1}`);
    expect(await list(token, NOTIFICATION_PAGE_MAX)).toHaveLength(NOTIFICATION_PAGE_SIZE + 2);
    for (const limit of [0, -1, NOTIFICATION_PAGE_MAX + 1]) {
      expectError(await t.gql(LIST, { limit }, { token }), 'BAD_USER_INPUT', 'invalidPage');
    }
    const tooMany = Array.from({ length: NOTIFICATION_PAGE_MAX + 1 }, () => page[0]?.pvid);
    expectError(
      await t.gql(MARK_READ, { notificationIds: tooMany }, { token }),
      'BAD_USER_INPUT',
      'invalidPage',
    );
  });

  it('tells the tutor of a testimonial once the reviewer confirmed it', async () => {
    const { tutor, token } = await signedInTutor();
    const referralCode =
      (await t.gql<{ getProfile: { referralCode: string } }>(GET_OWN_PROFILE, {}, { token })).data?.getProfile
        .referralCode ?? '';
    const added = await t.gql(ADD_TESTIMONIAL, {
      comment: 'Patient and clear.',
      referralCode,
      rating: 5,
      email: 'reviewer.notify@example.test',
      name: 'Grace Lee',
    });
    expect(added.errors).toBeUndefined();
    expect(await list(token)).toEqual([]);

    const code = codeOf((await latestMailTo(t, 'reviewer.notify@example.test')).links[0] ?? '');
    expect((await t.gql(CONFIRM_TESTIMONIAL, { code })).errors).toBeUndefined();
    const [testimonial] = await t.deps.db
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(eq(testimonials.tutorUserId, tutor.id));
    expect(await list(token)).toEqual([
      expect.objectContaining({
        code: 'TESTIMONIAL_RECEIVED',
        entityId: testimonial?.id,
        remarks: 'Grace Lee',
        read: false,
      }),
    ]);
    expect(await unread(token)).toBe(1);
  });

  it('tells the tutor who viewed their profile, once per viewer per window', async () => {
    const { tutor, token } = await signedInTutor();
    const viewer = await signedInStudent({ firstName: 'Wei', lastName: 'Ling' });
    const another = await signedInStudent({ firstName: 'Sam', lastName: 'Koh' });
    const open = async (viewerToken: string, source: string | null = 'SRCH') =>
      expect(
        (await t.gql(GET_PROFILE_OF, { userPvid: tutor.id, source }, { token: viewerToken })).errors,
      ).toBeUndefined();

    await open(viewer.token, null); // by id without the search source: not a counted view
    await open(token); // the owner
    expect(await list(token)).toEqual([]);

    await open(viewer.token);
    await open(viewer.token);
    t.clock.advance(PROFILE_VIEW_NOTIFY_WINDOW_MS - 1000);
    await open(viewer.token);
    expect(await list(token)).toEqual([
      expect.objectContaining({ code: 'PROFILE_VIEWED', entityId: viewer.student.id, remarks: 'Wei Ling' }),
    ]);

    await open(another.token);
    t.clock.advance(1000);
    await open(viewer.token);
    expect((await list(token)).map((item) => [item.entityId, item.remarks])).toEqual([
      [viewer.student.id, 'Wei Ling'],
      [another.student.id, 'Sam Koh'],
      [viewer.student.id, 'Wei Ling'],
    ]);
  });
});

describe('notificationAdded over graphql-ws', () => {
  it('delivers the viewer’s new notifications and marks them online while subscribed', async () => {
    const { tutor, token } = await signedInTutor();
    const other = await signedInTutor();
    const socket = openSocket(url, token);
    try {
      const subscription = socket.subscribe<Added['data']>(ADDED);
      expect(await t.deps.presence.isOnline(other.tutor.id)).toBe(false);
      await untilListening(subscription, tutor.id);
      expect(await t.deps.presence.isOnline(tutor.id)).toBe(true);

      await notifyAt(other.tutor.id, 'CHAT_MESSAGE', 'Not for you');
      const made = await notify(t.deps, {
        userId: tutor.id,
        code: 'TESTIMONIAL_RECEIVED',
        entityId: tutor.id,
        remarks: 'Grace Lee',
      });
      expect(await nextAdded(subscription)).toEqual({
        data: {
          notificationAdded: {
            pvid: made.pvid,
            entityId: tutor.id,
            code: 'TESTIMONIAL_RECEIVED',
            remarks: 'Grace Lee',
            postedDate: made.postedDate.toISOString(),
            archived: false,
            status: 'NEW',
            read: false,
          },
        },
      });

      subscription.stop();
      await eventually(async () => !(await t.deps.presence.isOnline(tutor.id)), 5000, 'offline');
    } finally {
      await socket.close();
    }
  });

  it('ends the stream at the next event once the session is signed out', async () => {
    const { tutor, token } = await signedInTutor();
    const socket = openSocket(url, token);
    try {
      const subscription = socket.subscribe<Added['data']>(ADDED);
      await untilListening(subscription, tutor.id);
      expect((await t.gql(SIGN_OUT, {}, { token })).errors).toBeUndefined();
      await notifyAt(tutor.id, 'CHAT_MESSAGE', 'After sign-out');
      expect(await subscription.ended).toEqual({ completed: true });
      await eventually(async () => !(await t.deps.presence.isOnline(tutor.id)), 5000, 'offline');
      // The row is still there for the next sign-in.
      expect(await list(await sessionFor(t, tutor))).toHaveLength(1);
    } finally {
      await socket.close();
    }
  });

  it('refuses guests when the subscription starts', async () => {
    const socket = openSocket(url);
    try {
      const subscription = socket.subscribe<Added['data']>(ADDED);
      const result = await subscription.next();
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', messageKey: 'notLoggedIn' });
      expect(result.errors?.[0]?.message).toBe(MESSAGES.notLoggedIn);
      expect(await subscription.ended).toEqual({ completed: true });
    } finally {
      await socket.close();
    }
  });

  it('refuses a subscription with a bad token (close code 4403)', async () => {
    const socket = openSocket(url, 'revoked-or-made-up');
    try {
      const subscription = socket.subscribe<Added['data']>(ADDED);
      expect(await subscription.ended).toEqual({
        completed: false,
        error: expect.objectContaining({ code: 4403 }),
      });
    } finally {
      await socket.close();
    }
  });
});
