import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { RealtimeChannels } from './realtime-events';

export type RealtimePubSub = PubSub<RealtimeChannels>;

export interface RealtimeBus {
  readonly pubsub: RealtimePubSub;
  close(): Promise<void>;
}

/**
 * In memory for one process (the embedded default); with a Redis URL, every API process publishing and
 * subscribing through Redis sees every event.
 */
export function createRealtimeBus(redisUrl: string | undefined): RealtimeBus {
  if (!redisUrl) return { pubsub: createPubSub<RealtimeChannels>(), close: async () => undefined };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // ioredis reconnects by itself; without listeners a dropped connection would be an unhandled 'error' event.
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error: Error) => console.warn(`redis pub/sub: ${error.message}`));
  }
  guardPublish(publishClient);
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<RealtimeChannels>({ eventTarget }),
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
