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

/** A result frame of our one subscription (id '1') as graphql-ws's server writes it: id first, then type. */
const NEXT_FRAME = '{"id":"1","type":"next"';
const ENTITY_ROUND = new RegExp(`"entityId":"${ENTITY_PREFIX}(\\d+)"`);

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
 * One socket per user speaking graphql-transport-ws (the token in the connection_init payload as
 * `auth-token`, as the web sends it), each subscribed to notificationAdded. A lean client on purpose:
 * 2,000 full graphql-ws clients in this one process made the load generator itself the slowest part
 * of the measured latency. Sockets open `batch` at a time, each batch once the previous one's
 * connections were acknowledged.
 */
export async function openClientPool(
  url: string,
  people: readonly BenchUser[],
  batch: number,
): Promise<ClientPool> {
  const rounds = new Map<number, RoundReceipts>();
  const waiters = new Map<number, () => void>();
  const sockets: WebSocket[] = [];
  let closing = false;
  let strays = 0;
  let errors = 0;
  let ended = 0;

  const receive = (index: number, roundText: string | undefined): void => {
    const at = nowMs();
    const round = roundText === undefined ? NaN : Number(roundText);
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
      const socket = new WebSocket(url, 'graphql-transport-ws');
      sockets.push(socket);
      const send = (message: object) => socket.send(JSON.stringify(message));
      socket.on('open', () => send({ type: 'connection_init', payload: { 'auth-token': person.token } }));
      socket.on('error', (error) => failed(error));
      socket.on('close', () => {
        if (!closing) ended += 1;
      });
      socket.on('message', (raw: Buffer) => {
        const frame = raw.toString();
        // A delivery is the hot path: its round is read from the frame without parsing it.
        if (frame.startsWith(NEXT_FRAME)) {
          if (frame.includes('"errors"')) errors += 1;
          receive(index, ENTITY_ROUND.exec(frame)?.[1]);
          return;
        }
        const message = JSON.parse(frame) as { type: string };
        if (message.type === 'connection_ack') {
          send({ id: '1', type: 'subscribe', payload: { query: NOTIFICATION_ADDED } });
          connected();
        } else if (message.type === 'ping') send({ type: 'pong' });
        else if (message.type === 'error' || message.type === 'complete') ended += 1;
      });
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
      closing = true;
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((closed) => {
              if (socket.readyState === WebSocket.CLOSED) return closed();
              socket.once('close', () => closed());
              socket.close(1000);
            }),
        ),
      );
    },
  };
}
