import { and, count, eq } from 'drizzle-orm';
import { COMMUNITY_SCORE_RULES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeOf, communityClient } from './testing/community-test-helpers';
import { communityVotes } from './community.tables';

/** Vote races on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race). */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the community vote race test (CI runs it on PostgreSQL).',
  );
}

describe.skipIf(!databaseUrl)('community votes under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let c: ReturnType<typeof communityClient>;
  beforeAll(async () => {
    t = await startTestApp();
    c = communityClient(t);
  });
  afterAll(() => t.close());

  it('counts 100 concurrent votes of one member once, and the score by one vote', async () => {
    const asker = await c.member('student', 'sg');
    const helper = await c.member('tutor', 'sg');
    const voter = await c.member('student', 'sg');
    const question = await c.asked(asker.token);
    const answer = await c.answered(helper.token, question.pvid);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => c.vote(voter.token, 'ANSWER', answer.pvid, 'UP')),
    );
    expect(answers.map(codeOf).filter((code) => code !== 'OK')).toEqual([]);
    const [votes] = await t.deps.db
      .select({ n: count() })
      .from(communityVotes)
      .where(and(eq(communityVotes.targetId, answer.pvid), eq(communityVotes.voterId, voter.id)));
    expect(votes?.n).toBe(1);
    const [read] = c.ok(await c.answers(question.pvid)).getAnswerList;
    expect(read).toMatchObject({ upvotes: 1, downvotes: 0 });
    expect((await c.info(helper.id)).score).toBe(COMMUNITY_SCORE_RULES.upvote);
  });
});
