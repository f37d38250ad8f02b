/**
 * Counts attempts per key in a fixed window that opens at the key's first failure. One interface,
 * kept in memory (one process) or in Redis (many processes).
 */
export interface FailureCounter {
  /** Failures counted for the key in its current window (0 once the window has passed). */
  count(key: string, now: Date): Promise<number>;
  /** Adds one and returns the new count (atomic, so concurrent callers each see their own number). */
  increment(key: string, now: Date): Promise<number>;
  /** Takes one back (an attempt counted in advance that did not fail). */
  decrement(key: string, now: Date): Promise<void>;
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
