import WebSocket from 'ws';
import type { BenchUser } from '../realtime/prepare-database';

const SIGNALS = `subscription Signals($roomId: ID!, $peerId: ID!) {
  classroomSignals(roomId: $roomId, peerId: $peerId) { kind to payload from { peerId } }
}`;
const SEND = `mutation Send($roomId: ID!, $peerId: ID!, $to: ID, $kind: ClassroomSignalKind!, $payload: String!) {
  sendClassroomSignal(roomId: $roomId, peerId: $peerId, to: $to, kind: $kind, payload: $payload)
}`;

/** A signal's payload starts with `#<sequence>#`: the receiver finds its send time by it. */
const SEQUENCE = /^#(\d+)#/;

export interface Received {
  readonly kind: string;
  readonly from: string | null;
  readonly sequence: number | null;
}

/**
 * One browser tab in a classroom, lean: a graphql-transport-ws socket (the token as `auth-token` in
 * connection_init, as the web sends it) that enters the room by subscribing to classroomSignals and sends its
 * signals as mutations over the same socket. `onSignal` hears each event the room delivers to it.
 */
export interface Peer {
  readonly peerId: string;
  /** Subscribes (enters the room); rejects on a refusal. */
  enter(): Promise<void>;
  /** sendClassroomSignal; settles with its answer (rejects on a GraphQL error). */
  send(kind: string, to: string | null, payload: string): Promise<void>;
  onSignal: (signal: Received) => void;
  close(): void;
}

export function openPeer(url: string, person: BenchUser, roomId: string): Promise<Peer> {
  const peerId = crypto.randomUUID();
  const socket = new WebSocket(url, 'graphql-transport-ws');
  const waiting = new Map<string, { done: () => void; failed: (error: Error) => void }>();
  let next = 0;
  const write = (message: object) => socket.send(JSON.stringify(message));
  const peer: Peer = {
    peerId,
    onSignal: () => undefined,
    enter: () =>
      new Promise<void>((done, failed) => {
        waiting.set('sig', { done, failed });
        write({ id: 'sig', type: 'subscribe', payload: { query: SIGNALS, variables: { roomId, peerId } } });
        // No answer comes for a good start: give the server a moment, then count on a refusal having arrived.
        setTimeout(() => {
          if (waiting.get('sig')?.done === done) {
            waiting.delete('sig');
            done();
          }
        }, 250);
      }),
    send: (kind, to, payload) =>
      new Promise<void>((done, failed) => {
        const id = `m${(next += 1)}`;
        waiting.set(id, { done, failed });
        write({
          id,
          type: 'subscribe',
          payload: { query: SEND, variables: { roomId, peerId, to, kind, payload } },
        });
      }),
    close: () => socket.close(),
  };
  socket.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString()) as {
      id?: string;
      type: string;
      payload?: {
        data?: { classroomSignals?: { kind: string; payload: string; from: { peerId: string } | null } };
        errors?: unknown;
      } & unknown[];
    };
    const id = message.id ?? '';
    if (message.type === 'error' || (message.type === 'next' && message.payload?.errors)) {
      waiting.get(id)?.failed(new Error(JSON.stringify(message.payload)));
      waiting.delete(id);
      return;
    }
    if (id === 'sig' && message.type === 'next') {
      const signal = message.payload?.data?.classroomSignals;
      if (!signal) return;
      const sequence = SEQUENCE.exec(signal.payload)?.[1];
      peer.onSignal({
        kind: signal.kind,
        from: signal.from?.peerId ?? null,
        sequence: sequence === undefined ? null : Number(sequence),
      });
    } else if (message.type === 'complete' || (message.type === 'next' && id !== 'sig')) {
      waiting.get(id)?.done();
      waiting.delete(id);
    }
  });
  return new Promise((connected, failed) => {
    socket.on('open', () => write({ type: 'connection_init', payload: { 'auth-token': person.token } }));
    socket.on('message', function acked(raw: Buffer) {
      if (JSON.parse(raw.toString()).type === 'connection_ack') {
        socket.off('message', acked);
        connected(peer);
      }
    });
    socket.on('error', failed);
    socket.on('close', () => {
      for (const entry of waiting.values()) entry.failed(new Error('socket closed'));
      waiting.clear();
    });
  });
}
