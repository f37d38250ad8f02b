import { createClient, type Client } from 'graphql-ws';
import { vi } from 'vitest';
import WebSocket from 'ws';

export interface LiveResult<Data> {
  readonly data?: Data | null;
  readonly errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** One subscription's results as they arrive, and how it ended. */
export interface LiveSubscription<Data> {
  readonly results: LiveResult<Data>[];
  /** Set once the server completed the operation or the socket failed. */
  readonly ended: () => boolean;
  /** Waits until at least `count` results arrived (or fails after a few seconds). */
  waitFor(count: number): Promise<LiveResult<Data>[]>;
  /** Results this predicate matches are test probes: counted as seen, never kept. */
  probe(isProbe: (result: LiveResult<Data>) => boolean): void;
  probesSeen(): number;
  stop(): void;
}

export interface LiveConnection {
  readonly client: Client;
  /** Drops the TCP connection without a close handshake, as a lost network would. */
  drop(): void;
  subscribe<Data>(query: string, variables?: Record<string, unknown>): LiveSubscription<Data>;
  close(): Promise<void>;
}

/**
 * A graphql-ws client with the token in connectionParams `auth-token`, no retries, whose socket a test
 * can drop (test/ws-client.ts does not hand out its socket).
 */
export function connectLive(url: string, token?: string): LiveConnection {
  let socket: WebSocket | undefined;
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: token ? { 'auth-token': token } : {},
    retryAttempts: 0,
    lazy: true,
    on: { connected: (connected) => (socket = connected as WebSocket) },
  });
  return {
    client,
    drop: () => socket?.terminate(),
    subscribe<Data>(query: string, variables: Record<string, unknown> = {}): LiveSubscription<Data> {
      const results: LiveResult<Data>[] = [];
      let ended = false;
      let isProbe: (result: LiveResult<Data>) => boolean = () => false;
      let probes = 0;
      const stop = client.subscribe<Data>(
        { query, variables },
        {
          next: (result) => {
            if (isProbe(result as LiveResult<Data>)) probes += 1;
            else results.push(result as LiveResult<Data>);
          },
          error: () => (ended = true),
          complete: () => (ended = true),
        },
      );
      return {
        results,
        ended: () => ended,
        waitFor: async (count) => {
          await vi.waitFor(
            () => {
              if (results.length < count) throw new Error(`${results.length} of ${count} results`);
            },
            { timeout: 5000, interval: 10 },
          );
          return results;
        },
        probe: (predicate) => (isProbe = predicate),
        probesSeen: () => probes,
        stop,
      };
    },
    close: async () => {
      await client.dispose();
    },
  };
}

/**
 * Subscriptions start asynchronously on the server (and through Redis): a probe event is published
 * until one comes through, so the test knows the subscription is live. Probes are never kept as results.
 */
export async function untilLive<Data>(
  subscription: LiveSubscription<Data>,
  publishProbe: () => void,
  isProbe: (result: LiveResult<Data>) => boolean,
): Promise<void> {
  subscription.probe(isProbe);
  await vi.waitFor(
    () => {
      if (subscription.probesSeen() === 0) {
        publishProbe();
        throw new Error('subscription not live yet');
      }
    },
    { timeout: 5000, interval: 25 },
  );
}
