import path from 'node:path';
import type { Config } from '../config';
import { createDatabase, type DatabaseHandle } from './client';

/** The configured database: PostgreSQL at DATABASE_URL, else PGlite persisted in DATA_DIR/db. */
export function openDatabase(config: Config): Promise<DatabaseHandle> {
  return createDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
}
