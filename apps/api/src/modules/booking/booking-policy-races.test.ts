import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/client';
import { allJobHandlers } from '../../job-handlers';
import { rowsOf } from '../../infra/search/search-text';
import { runDueJobs } from '../jobs';
import { addAt } from './testing/booking-policies-test-helpers';
import { expectEachExpiredOnce, unpaidLessonsExpiringTogether } from './testing/booking-expiry-test-helpers';
import { setUpBookingFlow, t, world } from './testing/booking-flow-test-helpers';

/**
 * Races on real PostgreSQL (PGlite runs one statement at a time, so it cannot race): the jobs of two
 * API processes (here two connection pools on one database, each with two runners;
 * booking-jobs-two-processes starts real servers) run every job exactly once, and a reschedule racing a new
 * booking for the same slot lets exactly one win.
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the lesson policy race tests (CI runs them on PostgreSQL).',
  );
}

const HOUR = 3_600_000;

describe.skipIf(!databaseUrl)('lesson policy races on PostgreSQL', () => {
  setUpBookingFlow();
  let second: DatabaseHandle;
  beforeAll(async () => {
    // The second "process": its own pool on the same database.
    const [row] = rowsOf<{ name: string }>(await t.deps.db.execute(sql`select current_database() as name`));
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${row?.name ?? ''}`;
    second = await createDatabase({ kind: 'postgres', url: url.toString() });
  });
  afterAll(() => second.close());

  it('runs every due job exactly once when two processes run the jobs together', async () => {
    const ids = await unpaidLessonsExpiringTogether(60);
    t.clock.set(new Date(t.clock.now().getTime() + 80 * HOUR));
    const now = t.clock.now();
    const otherDeps = { ...t.deps, db: second.db };
    const runs = await Promise.all([
      runDueJobs(t.deps.db, allJobHandlers(t.deps), now),
      runDueJobs(t.deps.db, allJobHandlers(t.deps), now),
      runDueJobs(second.db, allJobHandlers(otherDeps), now),
      runDueJobs(second.db, allJobHandlers(otherDeps), now),
    ]);
    expect(runs.reduce((sum, ran) => sum + ran, 0)).toBe(60);
    await expectEachExpiredOnce(ids);
  });

  it('lets exactly one of a reschedule and a new booking take the same slot', async () => {
    const tutor = await world.tutor(1000);
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      const student = await world.student();
      const rival = await world.student();
      const start = new Date(t.clock.now().getTime() + (30 + round * 5) * HOUR);
      start.setUTCMinutes(0, 0, 0);
      const added = await addAt(student, tutor, start, 60, { numberOfLessons: 1 });
      const id = added.data!.addBooking.booking.pvid;
      await world.topUp(student.userId, 1000);
      await t.gql(
        `mutation($id: ID!) { updateBooking(id: $id, status: PAID) { status } }`,
        { id },
        {
          token: student.token,
        },
      );
      const target = new Date(start.getTime() + 2 * HOUR);
      const proposed = await t.gql<{ proposeBookingReschedule: { pendingReschedule: { id: string } } }>(
        `mutation($id: ID!, $at: DateTime!) {
          proposeBookingReschedule(bookingId: $id, startTime: $at) { pendingReschedule { id } } }`,
        { id, at: target.toISOString() },
        { token: tutor.token },
      );
      const rescheduleId = proposed.data!.proposeBookingReschedule.pendingReschedule.id;
      const [accepted, booked] = await Promise.all([
        t.gql(
          `mutation($r: ID!) { respondToBookingReschedule(rescheduleId: $r, accept: true) { startTime } }`,
          { r: rescheduleId },
          { token: student.token },
        ),
        addAt(rival, tutor, target, 60, { numberOfLessons: 1 }),
      ]);
      const wins = [accepted, booked].filter((result) => !result.errors).length;
      expect(wins).toBe(1);
      for (const result of [accepted, booked])
        if (result.errors) expect(result.errors[0]?.extensions?.['messageKey']).toBe('slotTaken');
      outcomes.push(accepted.errors ? 'booking' : 'reschedule');
    }
    expect(outcomes).toHaveLength(8);
  });
});
