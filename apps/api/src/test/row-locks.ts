import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../infra/search/search-text';

/**
 * Race tests that need one order of events, not a likely one: a row lock held from another connection makes
 * the requests under test queue in the order they are sent, and lockWaiters tells when they have.
 */

/** Holds `FOR UPDATE` on the row of `table` with this id until release() is called. */
export async function holdRowLock(
  db: Database,
  table: string,
  id: string,
): Promise<{ release: () => Promise<void> }> {
  let release = (): void => undefined;
  let locked = (): void => undefined;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${sql.identifier(table)} where id = ${id} for update`);
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

/** Waits until at least `count` statements of this database wait on a lock. */
export async function lockWaiters(db: Database, count: number): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`),
    );
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} statements came to wait on a lock`);
}
