import type { FastifyInstance } from 'fastify';
import { createClient } from 'graphql-ws';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';

/** What a subscription delivers per event (graphql-ws `next`). */
export interface SocketResult<Data> {
  readonly data?: Data | null;
  readonly errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** How an operation ended: the server completed it, or the socket/operation failed with this error. */
export type SocketEnd = { readonly completed: true } | { readonly completed: false; readonly error: unknown };

export interface SocketSubscription<Data> {
  /** The next result not taken yet; fails when none arrives within `timeoutMs` or the operation ended. */
  next(timeoutMs?: number): Promise<SocketResult<Data>>;
  /** Settles once the operation ended (never rejects). */
  readonly ended: Promise<SocketEnd>;
  /** Unsubscribes (the server's stream is returned). */
  stop(): void;
}

export interface SocketClient {
  subscribe<Data>(query: string, variables?: Record<string, unknown>): SocketSubscription<Data>;
  close(): Promise<void>;
}

const DEFAULT_WAIT_MS = 5000;

/** A close event (the socket refused or dropped) or GraphQL errors, readable in a failure message. */
function describeEnd(end: SocketEnd | null): string {
  if (!end) return 'still running';
  if (end.completed) return 'completed';
  const error = end.error as { code?: unknown; reason?: unknown; message?: unknown } | unknown[];
  if (Array.isArray(error)) return `errors ${JSON.stringify(error)}`;
  return `failed (${String(error.code ?? '')} ${String(error.reason ?? error.message ?? '')})`;
}

/** Makes a test app listen on a free loopback port (once) and returns its GraphQL WebSocket address. */
export async function socketUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;
}

/** A graphql-ws client (no retries); a token goes in connectionParams `auth-token`, as the web sends it. */
export function openSocket(url: string, token?: string): SocketClient {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: token ? { 'auth-token': token } : {},
    retryAttempts: 0,
    lazy: true,
  });
  return {
    subscribe<Data>(query: string, variables: Record<string, unknown> = {}): SocketSubscription<Data> {
      const results: SocketResult<Data>[] = [];
      const waiting: ((result: SocketResult<Data> | null) => void)[] = [];
      let end: SocketEnd | null = null;
      let settle: (end: SocketEnd) => void = () => undefined;
      const ended = new Promise<SocketEnd>((resolve) => (settle = resolve));
      const finish = (how: SocketEnd): void => {
        end ??= how;
        settle(end);
        for (const wake of waiting.splice(0)) wake(null);
      };
      const stop = client.subscribe<Data>(
        { query, variables },
        {
          next: (result) => {
            const wake = waiting.shift();
            if (wake) wake(result);
            else results.push(result);
          },
          error: (error) => finish({ completed: false, error }),
          complete: () => finish({ completed: true }),
        },
      );
      return {
        next: (timeoutMs = DEFAULT_WAIT_MS) => {
          const ready = results.shift();
          if (ready) return Promise.resolve(ready);
          if (end) return Promise.reject(new Error(`the operation ended: ${describeEnd(end)}`));
          return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(wake), 1);
              reject(new Error(`no result within ${timeoutMs} ms`));
            }, timeoutMs);
            const wake = (result: SocketResult<Data> | null): void => {
              clearTimeout(timer);
              if (result) resolve(result);
              else reject(new Error(`the operation ended: ${describeEnd(end)}`));
            };
            waiting.push(wake);
          });
        },
        ended,
        stop,
      };
    },
    close: async () => {
      await client.dispose();
    },
  };
}

/** Polls until `check` holds, failing after `timeoutMs`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = DEFAULT_WAIT_MS,
  what = 'the condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
