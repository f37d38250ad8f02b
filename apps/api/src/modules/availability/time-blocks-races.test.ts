import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookingWorld } from '../booking/testing';
import { BLOCK, sgDateOf, type Blocked } from './testing/time-block-documents';

/**
 * Blocks racing on real PostgreSQL, where requests run in parallel on a pool of connections (PGlite runs one at
 * a time, so it cannot race).
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn('TEST_DATABASE_URL is not set: skipping the time block race (CI runs it on PostgreSQL).');
}

describe.skipIf(!databaseUrl)('time blocks racing on PostgreSQL', () => {
  let t: TestApp;
  let world: ReturnType<typeof bookingWorld>;
  beforeAll(async () => {
    t = await startTestApp();
    world = bookingWorld(t);
  });
  afterAll(() => t.close());

  it('keeps every block when a tutor blocks four times at once (each reads the others’ writes)', async () => {
    const tutor = await world.tutor(4000, 'sg', false);
    const dates = [2, 3, 4, 5].map((days) => sgDateOf(t.clock.now(), days));
    const answers = await Promise.all(
      dates.map((date) => t.gql<Blocked>(BLOCK, { date, start: 780, end: 1020 }, { token: tutor.token })),
    );
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    const after = await t.gql<{ getTutorAvailability: { exceptions: { date: string }[] } }>(
      `query($id: ID!) { getTutorAvailability(tutorId: $id) { exceptions { date } } }`,
      { id: tutor.userId },
    );
    expect(after.data?.getTutorAvailability.exceptions.map((item) => item.date)).toEqual(dates);
  });
});
