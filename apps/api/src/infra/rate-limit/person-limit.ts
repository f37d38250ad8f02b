import { lockKey } from '../../db/advisory-lock';
import type { Transaction } from '../../db/client';
import type { DomainError } from '../../kernel/domain-error';

/**
 * A limit on what one person may do or hold, counted from the rows they wrote: so many an hour (feedback,
 * reports, posts) or so many at once (open rooms, bank accounts). Every such limit in the product goes through
 * admitUnderLimit, so none can be passed by a burst of concurrent requests.
 */
export interface PersonLimit {
  /** Names the lock: different limits of one person do not wait on each other. */
  readonly name: string;
  readonly max: number;
  /** What is counted: the person's rows since `windowMs` ago, or (null) all they hold now (since is then 1970). */
  readonly windowMs: number | null;
  readonly refusal: () => DomainError;
}

/**
 * Inside the transaction that will write the new row: takes the lock of this person and limit (held until the
 * commit, so a concurrent request of theirs waits here and then counts this one's row), counts, and refuses at
 * the limit. Rows the transaction rolls back were never counted, so a refusal or a failure costs nothing.
 */
export async function admitUnderLimit(
  tx: Transaction,
  limit: PersonLimit,
  personId: string,
  now: Date,
  countUsed: (since: Date) => Promise<number>,
): Promise<void> {
  await lockKey(tx, 'LIMT', `${limit.name}:${personId}`);
  const since = new Date(limit.windowMs === null ? 0 : now.getTime() - limit.windowMs);
  if ((await countUsed(since)) >= limit.max) throw limit.refusal();
}

/** Holds the lock of this person and limit without counting, for a change that works out its own room. */
export async function holdPersonLimit(tx: Transaction, limit: PersonLimit, personId: string): Promise<void> {
  await lockKey(tx, 'LIMT', `${limit.name}:${personId}`);
}
