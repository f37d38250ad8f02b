import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Transaction } from './client';

/**
 * Transaction-scoped advisory locks: `pg_advisory_xact_lock(space, key)`, held until the transaction ends.
 * The space, four ASCII letters read as one int, keeps each use's locks apart from every other's; the key is
 * the first four bytes of the SHA-256 of a string (a clash only makes two unrelated callers wait in turn).
 */
const spaceOf = (space: string): number => {
  if (!/^[A-Z]{4}$/.test(space)) throw new Error(`advisory lock space must be four capitals: ${space}`);
  return Buffer.from(space, 'latin1').readInt32BE(0);
};

const keyOf = (key: string): number => createHash('sha256').update(key).digest().readInt32BE(0);

/** Waits for, then holds, the lock on `key` in `space` until the transaction ends. */
export async function lockKey(tx: Transaction, space: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${spaceOf(space)}::int, ${keyOf(key)}::int)`);
}

/** Holds every key, taken in ascending order so two callers with overlapping keys cannot deadlock. */
export async function lockKeys(tx: Transaction, space: string, keys: readonly string[]): Promise<void> {
  const ordered = [...new Set(keys.map(keyOf))].sort((a, b) => a - b);
  const first = spaceOf(space);
  for (const key of ordered) await tx.execute(sql`select pg_advisory_xact_lock(${first}::int, ${key}::int)`);
}
