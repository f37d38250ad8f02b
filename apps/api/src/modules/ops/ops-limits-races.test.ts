import { FEEDBACK_PER_HOUR, REPORTS_PER_HOUR } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { REPORT, person } from './testing/ops-test-helpers';

/**
 * The hourly limits of feedback and reports under a burst from one person, on real PostgreSQL (PGlite runs one
 * transaction at a time, so it cannot race).
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn('TEST_DATABASE_URL is not set: skipping the feedback and report limit races (CI runs them).');
}

const codesOf = (answers: readonly { errors?: readonly { extensions?: Record<string, unknown> }[] }[]) =>
  answers.map((answer) => String(answer.errors?.[0]?.extensions?.['messageKey'] ?? 'OK'));

describe.skipIf(!databaseUrl)('per-person hourly limits on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it(`accepts exactly ${FEEDBACK_PER_HOUR} of 50 concurrent sendFeedback of one person`, async () => {
    const sender = await person(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.gql(
          `mutation($message: String!) { sendFeedback(message: $message) { success } }`,
          { message: `Idea number ${index} for the calendar` },
          { token: sender.token },
        ),
      ),
    );
    const codes = codesOf(answers);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(FEEDBACK_PER_HOUR);
    expect(new Set(codes.filter((code) => code !== 'OK'))).toEqual(new Set(['tooManyFeedback']));
  });

  it(`accepts exactly ${REPORTS_PER_HOUR} of 50 concurrent reportContent of one person`, async () => {
    const reporter = await person(t);
    const targets = await Promise.all(Array.from({ length: 50 }, () => person(t, 'tutor')));
    const answers = await Promise.all(
      targets.map((target) =>
        t.gql(
          REPORT,
          { targetType: 'PROFILE', targetId: target.id, reason: 'Fake profile' },
          { token: reporter.token },
        ),
      ),
    );
    const codes = codesOf(answers);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(REPORTS_PER_HOUR);
    expect(new Set(codes.filter((code) => code !== 'OK'))).toEqual(new Set(['tooManyReports']));
  });
});
