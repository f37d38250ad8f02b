import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../../db/seed/factories';
import { marketReference, nth, sessionFor } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { learningGoals } from './learning-goals.tables';
import { learningGoalsClient } from './testing/learning-goals-test-helpers';

/**
 * Saves racing on real PostgreSQL, where requests run in parallel on a pool of connections (PGlite runs one at a
 * time, so it cannot race). A save is one upsert: the student keeps one row, whole, from one of the saves.
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn('TEST_DATABASE_URL is not set: skipping the learning goals race (CI runs it on PostgreSQL).');
}

describe.skipIf(!databaseUrl)('learning goals saved twice at once on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps one row per student, all of it from one of the saves', async () => {
    const sg = await marketReference(t, 'sg');
    const student = await makeStudent(t.deps.db, { country: 'sg' });
    const token = await sessionFor(t, student);
    const client = learningGoalsClient(t);
    const asks = [0, 1, 2, 3].map((index) => ({
      subjects: [nth(sg.subjects, index).id],
      goal: index % 2 === 0 ? 'EXAM' : 'HOBBY',
      budgetPerHour: 1000 * (index + 1),
      preferredDays: [index % 2 === 0 ? 'Mon' : 'Sun'],
      preferredTimes: [],
    }));
    const answers = await Promise.all(asks.map((ask) => client.save(token, ask)));
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    const rows = await t.deps.db.select().from(learningGoals).where(eq(learningGoals.userId, student.id));
    expect(rows).toHaveLength(1);
    const kept = asks.find((ask) => ask.subjects[0] === rows[0]!.subjectIds[0]);
    expect(kept).toBeDefined();
    expect(rows[0]).toMatchObject({
      goal: kept!.goal,
      budgetPerHourMinor: kept!.budgetPerHour,
      preferredDays: kept!.preferredDays,
    });
  });
});
