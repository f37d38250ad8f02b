import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { EVENTS_PER_MESSAGE, REALTIME_CHANNEL } from './batched-redis-event-target';
import { decodeEnvelope } from './realtime-envelope';
import { createRealtimeBus, type RealtimeBus } from './create-pubsub';
import type { UnreadCountEvent } from './realtime-events';

const redisUrl = process.env['REDIS_URL'];
if (!redisUrl) console.warn('REDIS_URL is not set: skipping the Redis pub/sub tests.');

const unread = (total: number): UnreadCountEvent => ({ total, roomId: null, unReadMsgs: null });

/** Collects what a subscription yields, in order. */
function collect(bus: RealtimeBus, userId: string): { totals: number[]; stop: () => void } {
  const totals: number[] = [];
  const iterator = bus.pubsub.subscribe('userUnread', userId)[Symbol.asyncIterator]();
  void (async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      totals.push(next.value.total);
  })();
  return { totals, stop: () => void iterator.return?.() };
}

describe('in-memory bus', () => {
  it('hands each subscriber its own topic’s events, in order', async () => {
    const bus = createRealtimeBus(undefined);
    await bus.ready;
    const [mine, other] = [randomUUID(), randomUUID()];
    const seen = collect(bus, mine);
    await Promise.resolve();
    for (let total = 1; total <= 3; total += 1) bus.pubsub.publish('userUnread', mine, unread(total));
    bus.pubsub.publish('userUnread', other, unread(99));
    await vi.waitFor(() => expect(seen.totals).toEqual([1, 2, 3]));
    seen.stop();
    await bus.close();
  });
});

describe.skipIf(!redisUrl)('Redis bus (one channel, one message per turn)', () => {
  const buses: RealtimeBus[] = [];
  const spy = new Redis(redisUrl ?? '');
  const raw = new Redis(redisUrl ?? '');
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    spy.disconnect();
    raw.disconnect();
  });
  const open = async (): Promise<RealtimeBus> => {
    const bus = createRealtimeBus(redisUrl);
    buses.push(bus);
    await bus.ready;
    return bus;
  };

  it('carries a turn’s events to another process in order, in ⌈n / 500⌉ Redis messages', async () => {
    const [publisher, listener] = [await open(), await open()];
    const user = randomUUID();
    const seen = collect(listener, user);
    const messages: number[] = [];
    await spy.subscribe(REALTIME_CHANNEL);
    spy.on('message', (_channel: string, message: string) => {
      if (message.includes(`userUnread:${user}`)) messages.push(decodeEnvelope(message).events.length);
    });

    const count = EVENTS_PER_MESSAGE * 2 + 1;
    for (let total = 1; total <= count; total += 1)
      publisher.pubsub.publish('userUnread', user, unread(total));
    await vi.waitFor(() => expect(seen.totals).toHaveLength(count), { timeout: 5000 });
    expect(seen.totals).toEqual(Array.from({ length: count }, (_, index) => index + 1));
    expect(messages).toEqual([EVENTS_PER_MESSAGE, EVENTS_PER_MESSAGE, 1]);
    seen.stop();
  });

  it('delivers to a stream from its first moment (no per-topic SUBSCRIBE to wait for)', async () => {
    const [publisher, listener] = [await open(), await open()];
    const user = randomUUID();
    const seen = collect(listener, user);
    await Promise.resolve();
    publisher.pubsub.publish('userUnread', user, unread(7));
    await vi.waitFor(() => expect(seen.totals).toEqual([7]), { timeout: 2000 });
    seen.stop();
  });

  it('hands a process its own events at once, and once: not again when Redis echoes them', async () => {
    const [publisher, other] = [await open(), await open()];
    const user = randomUUID();
    const own = collect(publisher, user);
    const remote = collect(other, user);
    await Promise.resolve();
    publisher.pubsub.publish('userUnread', user, unread(1));
    publisher.pubsub.publish('userUnread', user, unread(2));
    await vi.waitFor(() => expect(own.totals).toEqual([1, 2]), { timeout: 1000, interval: 5 });
    await vi.waitFor(() => expect(remote.totals).toEqual([1, 2]), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(own.totals).toEqual([1, 2]);
    own.stop();
    remote.stop();
  });

  it('ignores a message it cannot read and goes on', async () => {
    const listener = await open();
    const user = randomUUID();
    const seen = collect(listener, user);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await raw.publish(REALTIME_CHANNEL, 'not json');
    listener.pubsub.publish('userUnread', user, unread(1));
    await vi.waitFor(() => expect(seen.totals).toEqual([1]), { timeout: 2000 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unreadable message'));
    warn.mockRestore();
    seen.stop();
  });
});
