import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import { Redis } from 'ioredis';
import { createBatchedRedisEventTarget, type HopReport } from './batched-redis-event-target';
import type { RealtimeChannels } from './realtime-events';

export type RealtimePubSub = PubSub<RealtimeChannels>;

export interface RealtimeBus {
  readonly pubsub: RealtimePubSub;
  /** Settles once this process receives what other processes publish (at once in memory). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * In memory for one process (the embedded default); with a Redis URL, every API process publishing and
 * subscribing through Redis sees every event.
 */
export function createRealtimeBus(
  redisUrl: string | undefined,
  options: { onHop?: (report: HopReport) => void } = {},
): RealtimeBus {
  if (!redisUrl)
    return {
      pubsub: createPubSub<RealtimeChannels>(),
      ready: Promise.resolve(),
      close: async () => undefined,
    };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // ioredis reconnects by itself; without listeners a dropped connection would be an unhandled 'error' event.
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error: Error) => console.warn(`redis pub/sub: ${error.message}`));
  }
  guardPublish(publishClient);
  const eventTarget = createBatchedRedisEventTarget({
    publishClient,
    subscribeClient,
    onBadMessage: (error) => console.warn(`redis pub/sub: unreadable message (${error.message})`),
    ...options,
  });
  return {
    pubsub: createPubSub<RealtimeChannels>({ eventTarget }),
    ready: eventTarget.ready,
    close: async () => {
      subscribeClient.disconnect();
      await publishClient.quit().catch(() => undefined);
    },
  };
}

/**
 * The event target fires publish() without awaiting it; a failed publish (Redis down past its retries) would
 * be an unhandled rejection that stops the process. The event is lost either way; log it instead.
 */
function guardPublish(client: Redis): void {
  const publish = client.publish.bind(client) as (channel: string, message: string) => Promise<number>;
  const guarded = (channel: string, message: string): Promise<number> =>
    publish(channel, message).catch((error: Error) => {
      console.warn(`redis pub/sub: publish on ${channel} failed (${error.message})`);
      return 0;
    });
  client.publish = guarded as Redis['publish'];
}
