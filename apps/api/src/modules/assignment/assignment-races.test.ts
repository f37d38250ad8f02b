import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { notifications } from '../notification/testing';
import { ADD_ASSIGNMENT, ANSWER, assignmentWorld } from './testing/assignment-test-helpers';
import { assignmentAcceptances } from './assignment.tables';

/**
 * Answers to one assignment at once, on real PostgreSQL (PGlite runs one transaction at a time, so it cannot
 * race): one tutor's double click makes one applicant and one notice.
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn('TEST_DATABASE_URL is not set: skipping the assignment race test (CI runs it on PostgreSQL).');
}

describe.skipIf(!databaseUrl)('assignment answers on PostgreSQL', () => {
  let t: TestApp;
  let world: ReturnType<typeof assignmentWorld>;
  beforeAll(async () => {
    t = await startTestApp();
    world = assignmentWorld(t);
  });
  afterAll(() => t.close());

  it('20 concurrent accepts of one tutor make one applicant and tell the student once', async () => {
    const student = await world.student();
    const tutor = await world.tutor();
    const added = await t.gql<{ addPostingAssignment: { pvid: string } }>(
      ADD_ASSIGNMENT,
      await world.input('sg', { broadcast: false }),
      { token: student.token },
    );
    const pvid = added.data!.addPostingAssignment.pvid;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.gql(ANSWER, { pvid, isAccept: true }, { token: tutor.token })),
    );
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    const [rows] = await t.deps.db
      .select({ n: count() })
      .from(assignmentAcceptances)
      .where(eq(assignmentAcceptances.assignmentId, pvid));
    expect(rows?.n).toBe(1);
    const [notices] = await t.deps.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, student.userId), eq(notifications.code, 'ASSIGNMENT_APPLIED')));
    expect(notices?.n).toBe(1);
  });
});
