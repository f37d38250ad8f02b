import { FEED_POSTS_PER_WINDOW } from '@ajar/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeOf, feedsClient } from './testing/feeds-test-helpers';
import { feedComments, feedVotes } from './feeds.tables';

/** Vote races on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race). */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the feed vote race tests (CI runs them on PostgreSQL).',
  );
}

describe.skipIf(!databaseUrl)('feed votes under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let feeds: ReturnType<typeof feedsClient>;
  beforeAll(async () => {
    t = await startTestApp();
    feeds = feedsClient(t);
  });
  afterAll(() => t.close());

  it('counts 100 concurrent addVote calls of one person once, and many people once each', async () => {
    const author = await feeds.member('student', 'sg');
    const voter = await feeds.member('tutor', 'sg');
    const thread = await feeds.commented(author.token, 'Race me');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        feeds.vote(voter.token, thread.pvid, index % 2 ? 'DOWN' : 'UP'),
      ),
    );
    expect(answers.map(codeOf).filter((code) => code !== 'OK')).toEqual([]);
    const [votes] = await t.deps.db
      .select({ n: count() })
      .from(feedVotes)
      .where(and(eq(feedVotes.commentId, thread.pvid), eq(feedVotes.userId, voter.id)));
    expect(votes?.n).toBe(1);
    const [row] = await t.deps.db.select().from(feedComments).where(eq(feedComments.id, thread.pvid));
    expect((row?.totalUpVoted ?? 0) + (row?.totalDownVoted ?? 0)).toBe(1);

    const others = await Promise.all(Array.from({ length: 20 }, () => feeds.member('student', 'sg')));
    await Promise.all(
      others.flatMap((other) => [1, 2, 3].map(() => feeds.vote(other.token, thread.pvid, 'UP'))),
    );
    const [after] = await t.deps.db.select().from(feedComments).where(eq(feedComments.id, thread.pvid));
    expect(after?.totalUpVoted).toBeGreaterThanOrEqual(20);
    expect((after?.totalUpVoted ?? 0) + (after?.totalDownVoted ?? 0)).toBe(21);
  });

  it(`accepts exactly ${FEED_POSTS_PER_WINDOW} of 50 concurrent posts of one person`, async () => {
    const author = await feeds.member('student', 'sg');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => feeds.comment(author.token, `Post ${index}`)),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(FEED_POSTS_PER_WINDOW);
    expect(new Set(codes.filter((code) => code !== 'OK'))).toEqual(new Set(['RATE_LIMITED']));
    const [posted] = await t.deps.db
      .select({ n: count() })
      .from(feedComments)
      .where(eq(feedComments.authorId, author.id));
    expect(posted?.n).toBe(FEED_POSTS_PER_WINDOW);
  });
});
