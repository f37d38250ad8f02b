import type { FailureCounter } from './failure-counter';
import { memoryFailureCounter } from './memory-failure-counter';
import { redisFailureCounter } from './redis-failure-counter';

const HOUR_MS = 60 * 60 * 1000;

/** Login failures are counted per hour: in Redis when REDIS_URL is set, else in this process. */
export function createFailureCounter(redisUrl: string | undefined): FailureCounter {
  return redisUrl ? redisFailureCounter(redisUrl, HOUR_MS) : memoryFailureCounter(HOUR_MS);
}
