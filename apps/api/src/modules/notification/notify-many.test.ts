import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTutor } from '../../db/seed/factories';
import { sessionFor } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  eventually,
  openSocket,
  socketUrlOf,
  type SocketClient,
  type SocketResult,
  type SocketSubscription,
} from '../../test/ws-client';
import { notifications } from './notification.tables';
import { notifyMany } from './notify.service';
import { PROBE, probeNotification } from '../../test/notification-probe';

const ADDED = 'subscription { notificationAdded { pvid entityId code remarks status read } }';
type Added = SocketResult<{
  notificationAdded: { pvid: string; entityId: string | null; code: string; remarks: string };
}>;

// With REDIS_URL set (the CI's second run), the pub/sub and presence go through Redis.
const redisUrl = process.env['REDIS_URL'];
const QUIET_MS = 300;

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp(redisUrl ? { REDIS_URL: redisUrl } : {});
  url = await socketUrlOf(t.app);
});
afterAll(() => t.close());

/** Waits until the subscription listens (through Redis SUBSCRIBE travels apart from presence): a probe gets through. */
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

/** Every non-probe result until none arrives for QUIET_MS. */
async function drain(subscription: SocketSubscription<Added['data']>): Promise<Added[]> {
  const results: Added[] = [];
  for (;;) {
    const result = (await subscription.next(QUIET_MS).catch(() => null)) as Added | null;
    if (!result) return results;
    if (result.data?.notificationAdded.code !== PROBE) results.push(result);
  }
}

const rowsOf = async (userIds: readonly string[]) => {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(notifications)
    .where(inArray(notifications.userId, [...userIds]));
  return row?.n ?? 0;
};

describe('notifyMany', () => {
  it('stores one row per user in one go and tells each user only their own', async () => {
    const tutors = await Promise.all([makeTutor(t.deps.db), makeTutor(t.deps.db), makeTutor(t.deps.db)]);
    const ids = tutors.map((tutor) => tutor.id);
    const sockets: SocketClient[] = [];
    try {
      const subscriptions: SocketSubscription<Added['data']>[] = [];
      for (const tutor of tutors) {
        const socket = openSocket(url, await sessionFor(t, tutor));
        sockets.push(socket);
        const subscription = socket.subscribe<Added['data']>(ADDED);
        await untilListening(subscription, tutor.id);
        subscriptions.push(subscription);
      }

      expect(await notifyMany(t.deps, [])).toEqual([]);
      const made = await notifyMany(
        t.deps,
        ids.map((userId, n) => ({
          userId,
          code: 'CHAT_MESSAGE' as const,
          entityId: `room-${n}`,
          remarks: `Sender ${n}`,
        })),
      );

      expect(made).toHaveLength(3);
      expect(new Set(made.map((view) => view.pvid)).size).toBe(3);
      expect(await rowsOf(ids)).toBe(3);
      for (const [n, subscription] of subscriptions.entries()) {
        const own = made.find((view) => view.entityId === `room-${n}`);
        expect(own).toMatchObject({
          code: 'CHAT_MESSAGE',
          remarks: `Sender ${n}`,
          status: 'NEW',
          read: false,
        });
        expect(await drain(subscription)).toEqual([
          {
            data: {
              notificationAdded: {
                pvid: own?.pvid,
                entityId: `room-${n}`,
                code: 'CHAT_MESSAGE',
                remarks: `Sender ${n}`,
                status: 'NEW',
                read: false,
              },
            },
          },
        ]);
      }
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  });

  it('does nothing for no users', async () => {
    const before = await t.deps.db.select({ n: count() }).from(notifications);
    expect(await notifyMany(t.deps, [])).toEqual([]);
    expect(await t.deps.db.select({ n: count() }).from(notifications)).toEqual(before);
  });
});
