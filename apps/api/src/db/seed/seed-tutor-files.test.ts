import { COUNTRY_CODES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSoundLedger } from '../../modules/ledger/testing';
import { signInToken } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { seedDemo } from './seed';
import { seedTutorFiles } from './seed-tutor-files';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the demo tutor’s Resources and Analytics', () => {
  it('has files (one shared with a student) and 12 weeks of views, bookings and earnings', async () => {
    await seedDemo(t.deps.db, t.clock.now(), {
      crowd: Object.fromEntries(COUNTRY_CODES.map((country) => [country, 0])),
    });
    expect(await seedTutorFiles(t.deps.db, t.deps.storage)).toBe(COUNTRY_CODES.length * 3);
    expect(await seedTutorFiles(t.deps.db, t.deps.storage)).toBe(0);
    await expectSoundLedger(t.deps.db);

    const token = await signInToken(t, 'tutor@ajar.test');
    const answer = await t.gql<{
      myTutorFiles: { fileName: string; downloadPath: string; shares: { label: string }[] }[];
      getTutorAnalytics: { weeks: { views: number; bookings: number; earnings: number }[] };
    }>(
      '{ myTutorFiles { fileName downloadPath shares { label } } getTutorAnalytics { weeks { views bookings earnings } } }',
      {},
      { token },
    );
    expect(answer.errors).toBeUndefined();
    const files = answer.data!.myTutorFiles;
    expect(files).toHaveLength(3);
    expect(files.filter((file) => file.shares.length > 0)).toHaveLength(1);
    const served = await t.app.inject({
      method: 'GET',
      url: files[0]!.downloadPath,
      headers: { 'auth-token': token },
    });
    expect(served.statusCode).toBe(200);
    const weeks = answer.data!.getTutorAnalytics.weeks;
    expect(weeks.filter((week) => week.views > 0).length).toBeGreaterThan(8);
    expect(weeks.reduce((sum, week) => sum + week.bookings, 0)).toBeGreaterThan(10);
    expect(weeks.reduce((sum, week) => sum + week.earnings, 0)).toBeGreaterThan(0);
  });
});
