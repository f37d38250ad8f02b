import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  decodeEnvelope,
  encodeEnvelope,
  senderOf,
  type Envelope,
  type TopicEvent,
} from './realtime-envelope';

/** The one Redis channel every API process publishes realtime events to and listens on. */
export const REALTIME_CHANNEL = 'ajar:realtime';

/**
 * Events per Redis message (about 75 KB of notifications). Measured on loopback, 600 KB crosses Redis in
 * about 8 ms as one message and 2–5 ms as several of 30–100 KB, and the receiver starts on the first.
 */
export const EVENTS_PER_MESSAGE = 250;

type Listener = (event: CustomEvent) => void;
type ListenerOrObject = Listener | { handleEvent: Listener };

/** A received message: how many events, and how long from the sender's publish to here (ms). */
export interface HopReport {
  readonly events: number;
  readonly hopMs: number;
}

/** Wall-clock time with sub-millisecond resolution, comparable between processes of one machine. */
const epochNow = (): number => performance.timeOrigin + performance.now();

/** The event target graphql-yoga's createPubSub runs on. */
export interface BatchedRedisEventTarget {
  addEventListener(topic: string, listener: ListenerOrObject | null): void;
  removeEventListener(topic: string, listener: ListenerOrObject | null): void;
  dispatchEvent(event: CustomEvent): boolean;
  /** Settles once this process listens on the channel; events published before are not seen here. */
  readonly ready: Promise<void>;
}

const callbackOf = (listener: ListenerOrObject): Listener =>
  'handleEvent' in listener ? listener.handleEvent.bind(listener) : listener;

/**
 * Realtime events through Redis on ONE channel, the events of an event-loop turn sent together.
 * graphql-yoga's own Redis target uses a channel per topic: a broadcast to 2,000 users costs 2,000
 * PUBLISHes and each new stream a SUBSCRIBE that lands only later. Here each process subscribes once at
 * start, every process sees every event and hands it to the local listeners of its topic (a map lookup
 * when there are none). The publishing process hands its own events to its listeners at once, as the
 * in-memory bus does, and skips them when they come back from Redis. A process's events reach every
 * process in the order it published them (one connection, one channel).
 */
export function createBatchedRedisEventTarget(options: {
  publishClient: Redis;
  subscribeClient: Redis;
  onBadMessage?: (error: Error) => void;
  /** Called per received message (the realtime bench measures the Redis hop with it). */
  onHop?: (report: HopReport) => void;
}): BatchedRedisEventTarget {
  const { publishClient, subscribeClient } = options;
  const listeners = new Map<string, Map<ListenerOrObject, Listener>>();
  let pending: TopicEvent[] = [];
  const self = randomUUID();

  function deliver(topic: string, detail: unknown): void {
    const callbacks = listeners.get(topic);
    if (!callbacks) return;
    const event = new CustomEvent(topic, { detail });
    for (const callback of [...callbacks.values()]) callback(event);
  }

  subscribeClient.on('message', (channel: string, message: string) => {
    if (channel !== REALTIME_CHANNEL) return;
    if (senderOf(message) === self) return;
    let envelope: Envelope;
    try {
      envelope = decodeEnvelope(message);
    } catch (error) {
      options.onBadMessage?.(error as Error);
      return;
    }
    options.onHop?.({ events: envelope.events.length, hopMs: epochNow() - envelope.at });
    for (const [topic, detail] of envelope.events) deliver(topic, detail);
  });
  const ready = subscribeClient.subscribe(REALTIME_CHANNEL).then(() => undefined);

  function flush(): void {
    const batch = pending;
    pending = [];
    for (let start = 0; start < batch.length; start += EVENTS_PER_MESSAGE) {
      const events = batch.slice(start, start + EVENTS_PER_MESSAGE);
      void publishClient.publish(REALTIME_CHANNEL, encodeEnvelope({ from: self, at: epochNow(), events }));
    }
  }

  return {
    addEventListener(topic, listener) {
      if (!listener) return;
      let callbacks = listeners.get(topic);
      if (!callbacks) listeners.set(topic, (callbacks = new Map()));
      callbacks.set(listener, callbackOf(listener));
    },
    removeEventListener(topic, listener) {
      const callbacks = listeners.get(topic);
      if (!callbacks || !listener) return;
      callbacks.delete(listener);
      if (callbacks.size === 0) listeners.delete(topic);
    },
    dispatchEvent(event) {
      // The first event of a turn schedules the send, after this process's own deliveries of the turn;
      // the rest of the turn's events join it.
      if (pending.length === 0) setImmediate(flush);
      pending.push([event.type, event.detail ?? null]);
      deliver(event.type, event.detail ?? null);
      return true;
    },
    ready,
  };
}
