import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { createDatabase, type DatabaseHandle } from '../db/client';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and drops the throwaway database (PostgreSQL). */
  dispose(): Promise<void>;
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database per test file: PGlite in memory by default; with TEST_DATABASE_URL,
 * a new PostgreSQL database beside it (dropped afterwards), so files run in parallel and reruns start clean.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) {
    const handle = await createDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `ajar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await withAdmin(adminUrl, async (client) => {
        // pool.end() resolves before its clients' sockets close; forcing the drop on a closing client
        // makes it emit an unhandled error, so wait (briefly) for them to go first.
        for (let waited = 0; waited < 2000; waited += 50) {
          const open = await client.query(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (open.rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}
