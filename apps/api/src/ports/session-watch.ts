import type { Viewer } from '../kernel/viewer';

/** A session followed for as long as a realtime stream uses it. */
export interface FollowedSession {
  /** Not signed out, not expired, the account not deactivated: events may still go out. No query. */
  live(): boolean;
  /** Settles when the session is known to have ended (announced, or found gone by a sweep). */
  readonly ended: Promise<void>;
  /** The stream is over; stop following. */
  release(): void;
}

/**
 * Session state for realtime streams, so that delivering an event costs no query: every process follows
 * the sessions its streams use; whoever ends sessions announces it through pub/sub (reaching every
 * process), expiry is checked against the clock, and a periodic sweep re-reads the followed sessions in
 * one query in case an announcement was lost or the database was changed by hand.
 */
export interface SessionWatch {
  follow(viewer: Viewer): FollowedSession;
  /** Tells every API process these sessions ended; call after the ending transaction committed. */
  announceEnded(sessionIds: readonly string[]): void;
  /** Re-reads every followed session and ends those that are gone. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}
