import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../infra/search/search-text';
import { API_START_TIMEOUT_MS, startApi, stopApi, type ApiProcess } from '../../test/api-process';
import { jobs } from '../jobs/testing';
import { notifications } from '../notification/testing';
import { expectEachExpiredOnce, unpaidLessonsExpiringTogether } from './testing/booking-expiry-test-helpers';
import { setUpBookingFlow, t } from './testing/booking-flow-test-helpers';
import { bookings } from './booking.tables';

/**
 * Two real API servers (`tsx src/main.ts`, each polling the jobs every second
 * under NODE_ENV=test) on one PostgreSQL database run 60 due expiry jobs together, and every job runs exactly
 * once.
 */
const adminUrl = process.env['TEST_DATABASE_URL'];
if (!adminUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the two-process jobs test (CI runs it on PostgreSQL).',
  );
}

const HOUR = 3_600_000;
const LESSONS = 60;
const PAST_EVERY_START_MS = 80 * HOUR;
// B's clock runs a day ahead of A's, so the done_at each runner stamps tells which process ran the job.
const B_AHEAD_MS = 24 * HOUR;
const RUN_TIMEOUT_MS = 60_000;
// More than two polls: a job run a second time would show by then.
const SETTLE_MS = 2500;

async function moveClock(api: ApiProcess, offsetMs: number): Promise<void> {
  const response = await fetch(`${api.baseUrl}/_dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs }),
  });
  if (!response.ok) throw new Error(`${api.name}: /_dev/clock answered ${response.status}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function jobsDone(ids: string[]): Promise<number> {
  const [ran] = await t.deps.db
    .select({ n: count() })
    .from(jobs)
    .where(and(inArray(jobs.key, ids), isNotNull(jobs.doneAt)));
  return ran?.n ?? 0;
}

async function expiryNotices(ids: string[]): Promise<number> {
  const [told] = await t.deps.db
    .select({ n: count() })
    .from(notifications)
    .where(and(inArray(notifications.entityId, ids), eq(notifications.code, 'BOOKING_EXPIRED')));
  return told?.n ?? 0;
}

/** Polls until `reached`; on timeout the error shows the processes' last output. */
async function until(outputs: () => string, reached: () => Promise<boolean>, what: string): Promise<void> {
  for (const deadline = Date.now() + RUN_TIMEOUT_MS; !(await reached()); await sleep(250)) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time\n${outputs()}`);
  }
}

describe.skipIf(!adminUrl)('two API processes running the jobs on one PostgreSQL', () => {
  setUpBookingFlow();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ajar-two-runners-'));
  let a: ApiProcess | undefined;
  let b: ApiProcess | undefined;
  const outputs = () => [a, b].map((api) => (api ? `--- ${api.name}:\n${api.output()}` : '')).join('\n');

  beforeAll(async () => {
    const [row] = rowsOf<{ name: string }>(await t.deps.db.execute(sql`select current_database() as name`));
    const databaseUrl = new URL(adminUrl ?? '');
    databaseUrl.pathname = `/${row?.name ?? ''}`;
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
      SEED_DEMO: 'false',
    };
    // The database holds no job yet, so neither runner has anything to do until the clocks move.
    await Promise.all([
      startApi('A', env).then((api) => (a = api)),
      startApi('B', env).then((api) => (b = api)),
    ]);
  }, API_START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    await Promise.all([stopApi(a), stopApi(b)]);
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('runs each of 60 due jobs exactly once, some in each process', async () => {
    const [apiA, apiB] = [a, b];
    if (!apiA || !apiB) throw new Error('the API processes did not start');
    // The servers' clocks start at the real time: the lessons are booked ahead of it.
    t.clock.set(new Date());
    const ids = await unpaidLessonsExpiringTogether(LESSONS);
    const [pending] = await t.deps.db
      .select({ n: count() })
      .from(jobs)
      .where(and(inArray(jobs.key, ids), isNull(jobs.doneAt)));
    expect(pending?.n).toBe(LESSONS);

    const movedAt = Date.now();
    // The middle lesson stays locked here: the process that claims its job waits on it holding the claim,
    // so every later job must run in the other process, which skips the held one instead of waiting or
    // taking it.
    const held = ids[LESSONS / 2]!;
    await t.deps.db.transaction(async (tx) => {
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, held)).for('update');
      await Promise.all([
        moveClock(apiA, PAST_EVERY_START_MS),
        moveClock(apiB, PAST_EVERY_START_MS + B_AHEAD_MS),
      ]);
      await until(outputs, async () => (await jobsDone(ids)) === LESSONS - 1, 'every job but the held one');
    });
    await until(
      outputs,
      async () => (await jobsDone(ids)) === LESSONS && (await expiryNotices(ids)) >= 2 * LESSONS,
      'every job',
    );
    const ranInMs = Date.now() - movedAt;
    await sleep(SETTLE_MS);

    await expectEachExpiredOnce(ids);
    const stamps = await t.deps.db.select({ doneAt: jobs.doneAt }).from(jobs).where(inArray(jobs.key, ids));
    const byB = stamps.filter(
      ({ doneAt }) => (doneAt?.getTime() ?? 0) > movedAt + PAST_EVERY_START_MS + B_AHEAD_MS / 2,
    ).length;
    console.info(`two processes ran ${LESSONS} jobs in ${ranInMs} ms: A ${LESSONS - byB}, B ${byB}`);
    expect(byB).toBeGreaterThan(0);
    expect(byB).toBeLessThan(LESSONS);
  }, 120_000);
});
