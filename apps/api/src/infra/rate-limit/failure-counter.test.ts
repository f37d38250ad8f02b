import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailureCounter } from './failure-counter';
import { memoryFailureCounter } from './memory-failure-counter';
import { redisFailureCounter } from './redis-failure-counter';

const WINDOW = 60 * 60 * 1000;
const redisUrl = process.env['REDIS_URL'];
if (!redisUrl) console.warn('REDIS_URL is not set: skipping the Redis failure counter tests.');

const implementations: [string, () => FailureCounter, boolean][] = [
  ['memory', () => memoryFailureCounter(WINDOW), false],
  [
    'redis',
    () => redisFailureCounter(redisUrl ?? '', WINDOW, `ajar-test:${randomBytes(4).toString('hex')}:`),
    !redisUrl,
  ],
];

describe.each(implementations)('%s failure counter', (_name, create, skip) => {
  let counter: FailureCounter;
  beforeAll(() => {
    if (!skip) counter = create();
  });
  afterAll(async () => {
    await counter?.close();
  });

  const start = new Date('2026-01-15T08:00:00.000Z');
  const at = (ms: number): Date => new Date(start.getTime() + ms);

  it.skipIf(skip)('counts within a window that opens at the first failure', async () => {
    expect(await counter.count('a', start)).toBe(0);
    expect(await counter.increment('a', start)).toBe(1);
    expect(await counter.increment('a', at(WINDOW - 1000))).toBe(2);
    expect(await counter.count('a', at(WINDOW - 1))).toBe(2);
    expect(await counter.count('a', at(WINDOW))).toBe(0);
    expect(await counter.increment('a', at(WINDOW))).toBe(1);
  });

  it.skipIf(skip)('keeps keys apart, takes one back, and forgets on reset', async () => {
    await counter.increment('b', start);
    await counter.increment('b', start);
    await counter.increment('c', start);
    await counter.decrement('b', start);
    expect(await counter.count('b', start)).toBe(1);
    expect(await counter.count('c', start)).toBe(1);
    await counter.reset('b');
    expect(await counter.count('b', start)).toBe(0);
    await counter.decrement('b', start);
    expect(await counter.count('b', start)).toBe(0);
  });

  it.skipIf(skip)('gives concurrent increments distinct numbers', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => counter.increment('d', start)));
    expect([...results].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
