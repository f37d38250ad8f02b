import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER, createDatabase, type DatabaseHandle } from '../db/client';

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

/** Waits (briefly) until nothing is connected to the database: a pool's end resolves before its sockets close. */
async function untilUnused(client: pg.Client, name: string): Promise<void> {
  for (let waited = 0; waited < 2000; waited += 50) {
    const open = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
      name,
    ]);
    if (open.rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Names the migrations as they are now: a template made from other migrations is never used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    hash.update(file);
    if (/\.(sql|json)$/.test(file)) hash.update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

const TEMPLATE_LOCK = 0x41_4a_54_4d; // "AJTM": one worker builds the template while the others wait

let template: Promise<string> | undefined;

/**
 * A PostgreSQL database migrated once for the whole run (and later runs while the migrations stay the same),
 * which every test file's database is copied from: a copy takes a fraction of the time of 38 migrations.
 * Built under another name and renamed when complete, so a run stopped halfway leaves no half-made template.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= withAdmin(adminUrl, async (client) => {
    const name = `ajar_template_${migrationsFingerprint()}`;
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await createDatabase({ kind: 'postgres', url: url.toString() });
      await handle.migrate();
      await handle.close();
      await untilUnused(client, building);
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      // Templates of earlier migrations are of no more use.
      const old = await client.query(
        "SELECT datname FROM pg_database WHERE datname LIKE 'ajar\\_template\\_%' AND datname <> $1",
        [name],
      );
      for (const row of old.rows as { datname: string }[])
        if (!row.datname.endsWith('_building'))
          await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

/**
 * A fresh, migrated database per test file: PGlite in memory by default; with TEST_DATABASE_URL,
 * a new PostgreSQL database beside it, copied from the migrated template (dropped afterwards), so files run in
 * parallel and reruns start clean.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) {
    const handle = await createDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `ajar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const source = await migratedTemplate(adminUrl);
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await withAdmin(adminUrl, async (client) => {
        // Forcing the drop on a closing client makes it emit an unhandled error, so wait for them to go first.
        await untilUnused(client, name);
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}
