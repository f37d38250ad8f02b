import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ENTITY_PREFIX } from './ipc-messages';
import type { BenchUser } from './prepare-database';

/** The web bell's subscription document (apps/web/src/features/notifications/graphql), fragment inlined. */
const NOTIFICATION_ADDED = `subscription NotificationAdded {
  notificationAdded { ...NotificationFields }
}
fragment NotificationFields on Notification {
  pvid entityId code remarks postedDate archived status read
}`;

/** Every time in the bench is read from this one clock, in this one thread: epoch milliseconds. */
export const nowMs = (): number => performance.timeOrigin + performance.now();

interface Added {
  readonly notificationAdded?: { readonly entityId: string | null } | null;
}

export interface RoundReceipts {
  /** Receipt time per client (NaN: never arrived within the wait). */
  readonly receivedAt: Float64Array;
  received: number;
  duplicates: number;
}

export interface ClientPool {
  readonly size: number;
  /** Starts recording a round; its events arriving before this call count as strays. */
  expect(round: number): RoundReceipts;
  /** Settles when every client has the round's event, or after `timeoutMs` with what arrived. */
  waitFor(round: number, timeoutMs: number): Promise<RoundReceipts>;
  /** Events of rounds not expected (late warm-ups), GraphQL errors, and subscriptions that ended. */
  problems(): { strays: number; errors: number; ended: number };
  close(): Promise<void>;
}

/**
 * One graphql-ws client per user (its own socket, token in connectionParams `auth-token`, as the web
 * sends it), each subscribed to notificationAdded. Sockets open `batch` at a time, each batch once the
 * previous one's connections were acknowledged.
 */
export async function openClientPool(
  url: string,
  people: readonly BenchUser[],
  batch: number,
): Promise<ClientPool> {
  const rounds = new Map<number, RoundReceipts>();
  const waiters = new Map<number, () => void>();
  const clients: Client[] = [];
  let strays = 0;
  let errors = 0;
  let ended = 0;

  const receive = (index: number, data: Added | null | undefined): void => {
    const at = nowMs();
    const entityId = data?.notificationAdded?.entityId ?? '';
    const round = entityId.startsWith(ENTITY_PREFIX) ? Number(entityId.slice(ENTITY_PREFIX.length)) : NaN;
    const receipts = rounds.get(round);
    if (!receipts) {
      strays += 1;
      return;
    }
    if (!Number.isNaN(receipts.receivedAt[index])) {
      receipts.duplicates += 1;
      return;
    }
    receipts.receivedAt[index] = at;
    receipts.received += 1;
    if (receipts.received === people.length) waiters.get(round)?.();
  };

  const open = (person: BenchUser, index: number): Promise<void> =>
    new Promise((connected, failed) => {
      const client = createClient({
        url,
        webSocketImpl: WebSocket,
        connectionParams: { 'auth-token': person.token },
        retryAttempts: 0,
        lazy: true,
      });
      clients.push(client);
      const offConnected = client.on('connected', () => {
        offConnected();
        connected();
      });
      client.subscribe<Added>(
        { query: NOTIFICATION_ADDED },
        {
          next: (result) => {
            if (result.errors) errors += 1;
            receive(index, result.data);
          },
          error: (error) => {
            ended += 1;
            failed(error instanceof Error ? error : new Error(`client ${index}: ${JSON.stringify(error)}`));
          },
          complete: () => {
            ended += 1;
          },
        },
      );
    });

  for (let from = 0; from < people.length; from += batch) {
    await Promise.all(people.slice(from, from + batch).map((person, k) => open(person, from + k)));
  }

  return {
    size: people.length,
    expect: (round) => {
      const receipts: RoundReceipts = {
        receivedAt: new Float64Array(people.length).fill(Number.NaN),
        received: 0,
        duplicates: 0,
      };
      rounds.set(round, receipts);
      return receipts;
    },
    waitFor: async (round, timeoutMs) => {
      const receipts = rounds.get(round);
      if (!receipts) throw new Error(`round ${round} was not expected`);
      if (receipts.received < people.length) {
        await new Promise<void>((done) => {
          const timer = setTimeout(done, timeoutMs);
          waiters.set(round, () => {
            clearTimeout(timer);
            done();
          });
        });
        waiters.delete(round);
      }
      return receipts;
    },
    problems: () => ({ strays, errors, ended }),
    close: async () => {
      await Promise.all(clients.map((client) => client.dispose()));
    },
  };
}
