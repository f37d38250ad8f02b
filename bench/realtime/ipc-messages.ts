/** What the bench parent and a bench API server (bench-server.ts) say to each other over the IPC channel. */
export type ToServer =
  | { readonly type: 'recipients'; readonly userIds: readonly string[] }
  | { readonly type: 'broadcast'; readonly round: number }
  /** A broadcast is about to start somewhere: start tracing this server's database queries and CPU. */
  | { readonly type: 'mark'; readonly round: number }
  /** Report what was traced since the mark. */
  | { readonly type: 'trace'; readonly round: number }
  | { readonly type: 'stop' };

export interface ServerTrace {
  /** Database queries sent through the pool since the mark. */
  readonly queries: number;
  /** From the mark to the last of them answered, ms. */
  readonly lastQueryDoneMs: number;
  /** Median time of one query, from the call to the answer (pool wait included), ms. */
  readonly queryMedianMs: number;
  /** Most queries waiting for one of the pool's connections at once. */
  readonly poolWaitingMax: number;
  /** Share of the time since the mark the event loop was busy (1: the process was CPU-bound). */
  readonly eventLoopUtilisation: number;
  /** Redis messages this server received since the mark: events carried and publish→receipt time, ms. */
  readonly hops: readonly { readonly events: number; readonly hopMs: number }[];
}

export type FromServer =
  | { readonly type: 'listening'; readonly port: number }
  | {
      readonly type: 'broadcasted';
      readonly round: number;
      /** notifyMany's INSERT … RETURNING, in ms on the server's clock. */
      readonly insertMs: number;
      /** Publishing every user's event after the insert, in ms. */
      readonly publishMs: number;
    }
  | ({ readonly type: 'traced'; readonly round: number } & ServerTrace)
  | { readonly type: 'failed'; readonly message: string };

/** A broadcast's entityId carries its round, so a client knows which round an event belongs to. */
export const ENTITY_PREFIX = 'bench-round-';
