import { Redis } from 'ioredis';
import type { FailureCounter } from './failure-counter';

/**
 * The window is kept in a hash { count, endsAt } so it follows the injected clock, not Redis time;
 * the key's TTL only cleans up. The script makes read-check-increment atomic across processes.
 */
const INCREMENT_SCRIPT = `
local endsAt = tonumber(redis.call('HGET', KEYS[1], 'endsAt'))
local now = tonumber(ARGV[1])
if (not endsAt) or endsAt <= now then
  redis.call('HSET', KEYS[1], 'count', 1, 'endsAt', now + tonumber(ARGV[2]))
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return redis.call('HINCRBY', KEYS[1], 'count', 1)
`;

const DECREMENT_SCRIPT = `
local endsAt = tonumber(redis.call('HGET', KEYS[1], 'endsAt'))
if endsAt and endsAt > tonumber(ARGV[1]) and tonumber(redis.call('HGET', KEYS[1], 'count')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0
`;

export function redisFailureCounter(
  url: string,
  windowMs: number,
  prefix = 'ajar:login-failures:',
): FailureCounter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const keyOf = (key: string): string => prefix + key;

  return {
    count: async (key, now) => {
      const [count, endsAt] = await redis.hmget(keyOf(key), 'count', 'endsAt');
      if (!count || !endsAt || Number(endsAt) <= now.getTime()) return 0;
      return Number(count);
    },
    increment: async (key, now) => {
      const result = await redis.eval(
        INCREMENT_SCRIPT,
        1,
        keyOf(key),
        String(now.getTime()),
        String(windowMs),
      );
      return Number(result);
    },
    decrement: async (key, now) => {
      await redis.eval(DECREMENT_SCRIPT, 1, keyOf(key), String(now.getTime()));
    },
    reset: async (key) => {
      await redis.del(keyOf(key));
    },
    close: async () => {
      await redis.quit();
    },
  };
}
