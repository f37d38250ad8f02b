import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Presence } from './presence';

/** Each process refreshes its live connections this often... */
export const PRESENCE_HEARTBEAT_MS = 20_000;
/** ...and a connection not refreshed for this long is gone (its process died without saying so). */
export const PRESENCE_TTL_MS = 60_000;

export interface RedisPresenceOptions {
  readonly prefix?: string;
  readonly heartbeatMs?: number;
  readonly ttlMs?: number;
}

/**
 * Every API process on the same Redis agrees: a sorted set per user holds connection ids scored by
 * their last heartbeat (wall-clock ms), so a crashed process's connections age out by themselves.
 */
export function redisPresence(url: string, options: RedisPresenceOptions = {}): Presence {
  const prefix = options.prefix ?? 'ajar:presence:';
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const ttlMs = options.ttlMs ?? PRESENCE_TTL_MS;
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  /** This process's live connections: connection id -> user id. */
  const live = new Map<string, string>();
  const keyOf = (userId: string): string => prefix + userId;

  // Commands are queued in call order on one connection, so a leave always lands after its last beat.
  const beat = (connections: readonly (readonly [string, string])[]): void => {
    if (connections.length === 0) return;
    const now = Date.now();
    const pipeline = redis.pipeline();
    for (const [connectionId, userId] of connections) {
      const key = keyOf(userId);
      pipeline.zadd(key, now, connectionId);
      pipeline.zremrangebyscore(key, '-inf', now - ttlMs);
      pipeline.pexpire(key, ttlMs * 2);
    }
    // A missed beat only risks counting someone offline (they then get a notification): never fatal.
    pipeline.exec().catch(() => undefined);
  };
  const timer = setInterval(() => beat([...live]), heartbeatMs);
  timer.unref();

  return {
    enter: (userId) => {
      const connectionId = randomUUID();
      live.set(connectionId, userId);
      beat([[connectionId, userId]]);
      return () => {
        if (!live.delete(connectionId)) return;
        redis.zrem(keyOf(userId), connectionId).catch(() => undefined);
      };
    },
    isOnline: async (userId) => {
      try {
        return (await redis.zcount(keyOf(userId), Date.now() - ttlMs, '+inf')) > 0;
      } catch {
        // Unknown counts as offline: the recipient gets a notification rather than nothing.
        return false;
      }
    },
    close: async () => {
      clearInterval(timer);
      const pipeline = redis.pipeline();
      for (const [connectionId, userId] of live) pipeline.zrem(keyOf(userId), connectionId);
      live.clear();
      await pipeline.exec().catch(() => undefined);
      await redis.quit().catch(() => undefined);
    },
  };
}
