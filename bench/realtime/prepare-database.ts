import pg from 'pg';
import { ROLE_CODES } from '@ajar/domain';
import { createDatabase } from '../../apps/api/src/db/client';
import { roleIdOf } from '../../apps/api/src/db/seed/factories';
import { newPublicToken } from '../../apps/api/src/infra/crypto/tokens';
import { users, startSession } from '../../apps/api/src/modules/account';

export interface BenchUser {
  readonly userId: string;
  readonly token: string;
}

/** Users per INSERT: 8 parameters a row stays far below PostgreSQL's 65,535. */
const USERS_PER_INSERT = 2000;

/** Drops and recreates the database at `url` (through the server's `postgres` database). */
export async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`unexpected database name "${name}"`);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates the fresh database and makes `count` tutors, each with a live web session, straight through
 * the database: no password hash (the placeholder never matches one), no sign-in.
 */
export async function prepareUsers(url: string, count: number): Promise<BenchUser[]> {
  const database = await createDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    const db = database.db;
    const roleId = await roleIdOf(db, ROLE_CODES.tutor);
    const now = new Date();
    const ids: string[] = [];
    for (let from = 0; from < count; from += USERS_PER_INSERT) {
      const rows = Array.from({ length: Math.min(USERS_PER_INSERT, count - from) }, (_, k) => ({
        email: `bench-realtime-${from + k}@ajar.test`,
        passwordHash: '!bench-no-password',
        firstName: 'Bench',
        lastName: `Tutor${from + k}`,
        country: 'sg' as const,
        roleId,
        tutorKind: 'ACADEMIC' as const,
        verified: true,
        token: newPublicToken(),
      }));
      const made = await db.insert(users).values(rows).returning({ id: users.id });
      ids.push(...made.map((row) => row.id));
    }
    return await db.transaction(async (tx) => {
      const prepared: BenchUser[] = [];
      for (const userId of ids) prepared.push({ userId, token: await startSession(tx, userId, now) });
      return prepared;
    });
  } finally {
    await database.close();
  }
}
