import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { HOUR_MS, lessonReviewWorld } from './testing/lesson-review-test-helpers';

/**
 * Reviews racing on real PostgreSQL, where requests run in parallel on a pool of connections (PGlite runs one at
 * a time, so it cannot race).
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn('TEST_DATABASE_URL is not set: skipping the lesson review race (CI runs it on PostgreSQL).');
}

describe.skipIf(!databaseUrl)('lesson reviews racing on PostgreSQL', () => {
  let t: TestApp;
  let w: ReturnType<typeof lessonReviewWorld>;
  beforeAll(async () => {
    t = await startTestApp();
    w = lessonReviewWorld(t);
  });
  afterAll(() => t.close());

  it('keeps one review of a lesson when the student sends it from two tabs at once', async () => {
    const { tutor, student, id, end } = await w.acceptedLesson(24);
    t.clock.set(new Date(end.getTime() + HOUR_MS));
    const answers = await Promise.all(
      [5, 4, 3, 2].map((rating) => w.review(student.token, id, rating, `Tab ${rating}`)),
    );
    const published = answers.filter((answer) => answer.errors === undefined);
    const refused = answers.flatMap((answer) => answer.errors ?? []);
    expect(published).toHaveLength(1);
    expect(refused.map((error) => error.extensions?.messageKey)).toEqual([
      'lessonAlreadyReviewed',
      'lessonAlreadyReviewed',
      'lessonAlreadyReviewed',
    ]);
    expect(await w.reviewsOf(id)).toBe(1);
    const rating = await w.rating(tutor.userId, student.token);
    expect(rating).toMatchObject({ reviewCount: 1, averageRating: published[0]!.data!.reviewLesson.rating });
  });
});
