import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { enqueueJob, runDueJobs } from './jobs.service';
import { jobs } from './jobs.tables';

/** A failed job's retry, and a job enqueued again while its failed run is being put back. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const NOW = new Date('2026-03-02T10:00:00.000Z');
const MINUTE = 60_000;

async function jobRow(key: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.key, key));
  return row;
}

describe('a failing job', () => {
  it('is put back for later with one more attempt and its error', async () => {
    await enqueueJob(database.db, { kind: 'test.fails', key: 'retry-1', runAt: NOW });
    const ran = await runDueJobs(
      database.db,
      { 'test.fails': async () => Promise.reject(new Error('provider down')) },
      NOW,
    );
    expect(ran).toBe(0);
    const row = await jobRow('retry-1');
    expect(row).toMatchObject({ attempts: 1, lastError: 'provider down', doneAt: null });
    expect(row!.runAt.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('keeps the new time of a job enqueued again before its failed run was put back', async () => {
    const later = new Date(NOW.getTime() + 90 * MINUTE);
    await enqueueJob(database.db, { kind: 'test.moved', key: 'moved-1', runAt: NOW });
    await runDueJobs(
      database.db,
      { 'test.moved': async () => Promise.reject(new Error('lesson moved under it')) },
      NOW,
      // Between the failed run's rollback and its retry: the booking moved and enqueued its job anew.
      { onError: () => void enqueueJob(database.db, { kind: 'test.moved', key: 'moved-1', runAt: later }) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const row = await jobRow('moved-1');
    expect(row).toMatchObject({ attempts: 0, doneAt: null });
    expect(row!.runAt.toISOString()).toBe(later.toISOString());
  });
});
