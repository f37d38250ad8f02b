import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { statementCounting } from './statement-counter';

/** The one database type services use: both drivers are drizzle pg-core databases. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** What `db.transaction(callback)` hands its callback (PgTransaction's default generics do not match it). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: what a query helper accepts. */
export type Executor = Database | Transaction;

export type DatabaseSource =
  | { readonly kind: 'pglite'; readonly dataDir: string | null }
  | { readonly kind: 'postgres'; readonly url: string };

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: DatabaseSource['kind'];
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Closing twice is harmless (shutdown paths and tests may both close). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** PGlite (embedded; `dataDir` null means in memory) or node-postgres, chosen by the source. */
export async function createDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  return source.kind === 'postgres' ? connectPostgres(source.url) : openPglite(source.dataDir);
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm, btree_gist },
  });
  const db = drizzlePglite({ client, ...statementCounting() });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: once(() => client.close()),
  };
}

async function connectPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose server connection ends (restart, admin termination) must not crash the process;
  // the pool discards it and opens a fresh one on the next query.
  pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
  // A client lost while in use fails its query (the caller's transaction rolls back on the server) and
  // also emits 'error', which would crash the process without a listener; the pool then drops it.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`database: connection lost in use (${error.message})`));
  });
  const db = drizzleNodePg({ client: pool, ...statementCounting() });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: once(() => pool.end()),
  };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
