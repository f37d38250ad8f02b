import type { FailureCounter } from './failure-counter';
import { memoryFailureCounter } from './memory-failure-counter';
import { redisFailureCounter } from './redis-failure-counter';

const HOUR_MS = 60 * 60 * 1000;

/** Attempts counted per hour: in Redis when REDIS_URL is set (shared by every API process), else in this process. */
export function createFailureCounter(redisUrl: string | undefined, redisPrefix: string): FailureCounter {
  return redisUrl ? redisFailureCounter(redisUrl, HOUR_MS, redisPrefix) : memoryFailureCounter(HOUR_MS);
}

/** The hourly counters the API keeps, each under its own Redis key prefix. */
export interface RateCounters {
  /** Failed sign-ins per account and client address, and per address. */
  readonly loginFailures: FailureCounter;
  /** Account mails (activation, reset, sign-up notice) per recipient and per client address. */
  readonly accountMails: FailureCounter;
}

export function createRateCounters(redisUrl: string | undefined, redisPrefix = 'ajar:'): RateCounters {
  return {
    loginFailures: createFailureCounter(redisUrl, `${redisPrefix}login-failures:`),
    accountMails: createFailureCounter(redisUrl, `${redisPrefix}account-mails:`),
  };
}

export async function closeRateCounters(counters: RateCounters): Promise<void> {
  await Promise.all([counters.loginFailures.close(), counters.accountMails.close()]);
}
