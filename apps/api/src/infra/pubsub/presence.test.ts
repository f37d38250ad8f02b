import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Presence } from './presence';
import { memoryPresence } from './presence-memory';
import { redisPresence } from './presence-redis';

const redisUrl = process.env['REDIS_URL'];
if (!redisUrl) console.warn('REDIS_URL is not set: skipping the Redis presence tests.');

describe('memory presence', () => {
  it('counts a user online while any connection is entered; leaving twice is harmless', async () => {
    const presence = memoryPresence();
    const user = randomUUID();
    expect(await presence.isOnline(user)).toBe(false);
    const leaveFirst = presence.enter(user);
    const leaveSecond = presence.enter(user);
    leaveFirst();
    leaveFirst();
    expect(await presence.isOnline(user)).toBe(true);
    leaveSecond();
    expect(await presence.isOnline(user)).toBe(false);
    await presence.close();
  });
});

describe.skipIf(!redisUrl)('redis presence', () => {
  const prefix = `ajar-test:presence:${randomBytes(4).toString('hex')}:`;
  const opened: Presence[] = [];
  const open = (options: { heartbeatMs?: number; ttlMs?: number } = {}): Presence => {
    const presence = redisPresence(redisUrl ?? '', { prefix, ...options });
    opened.push(presence);
    return presence;
  };
  afterAll(async () => {
    await Promise.all(opened.map((presence) => presence.close()));
  });
  // Writes are fire-and-forget on one process's connection; another process sees them a moment later.
  const seen = (presence: Presence, user: string, online: boolean) =>
    vi.waitFor(async () => expect(await presence.isOnline(user)).toBe(online), {
      timeout: 2000,
      interval: 10,
    });

  it('is shared by every process on the same Redis', async () => {
    const [a, b] = [open(), open()];
    const user = randomUUID();
    const leaveA = a.enter(user);
    await seen(b, user, true);
    const leaveB = b.enter(user);
    await seen(a, user, true);
    leaveA();
    expect(await a.isOnline(user)).toBe(true);
    leaveB();
    leaveB();
    await seen(a, user, false);
  });

  it('keeps a connection alive by heartbeats and forgets one whose process stopped beating', async () => {
    const ttlMs = 300;
    const beating = open({ heartbeatMs: 50, ttlMs });
    const silent = open({ heartbeatMs: 60_000, ttlMs });
    const [kept, lost] = [randomUUID(), randomUUID()];
    beating.enter(kept);
    silent.enter(lost);
    await new Promise((resolve) => setTimeout(resolve, ttlMs * 2));
    expect(await beating.isOnline(kept)).toBe(true);
    expect(await beating.isOnline(lost)).toBe(false);
  });

  it('drops its connections on close', async () => {
    const [a, b] = [open(), open()];
    const user = randomUUID();
    a.enter(user);
    await seen(b, user, true);
    await a.close();
    await seen(b, user, false);
  });
});
