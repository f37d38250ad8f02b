import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { sessionFor } from '../../test/profile-helpers';
import { GET_PROFILE_OF } from '../../test/profile-operations';
import { startTestApp, type TestApp } from '../../test/test-app';
import { notifications } from './notification.tables';

/**
 * Notices sent at most once per window, on real PostgreSQL (PGlite runs one transaction at a time, so it cannot
 * race): many requests at once that would each send one send one.
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the notification race test (CI runs it on PostgreSQL).',
  );
}

describe.skipIf(!databaseUrl)('once-only notices on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('tells a tutor once of 20 concurrent views of their profile by one person', async () => {
    const tutor = await makeTutor(t.deps.db, { country: 'sg' });
    const viewer = await makeStudent(t.deps.db, { country: 'sg' });
    const token = await sessionFor(t, viewer);
    const views = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.gql(GET_PROFILE_OF, { userPvid: tutor.id, source: 'SRCH' }, { token }),
      ),
    );
    expect(views.flatMap((view) => view.errors ?? [])).toEqual([]);
    const [notices] = await t.deps.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, tutor.id), eq(notifications.code, 'PROFILE_VIEWED')));
    expect(notices?.n).toBe(1);
  });
});
