import { ARTICLE_COMMENTS_PER_WINDOW } from '@ajar/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeOf, readsClient } from './testing/reads-test-helpers';
import { articleComments, articleVotes, tutorArticles } from './reads.tables';

/** Vote races on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race). */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the article vote race tests (CI runs them on PostgreSQL).',
  );
}

describe.skipIf(!databaseUrl)('article votes under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let reads: ReturnType<typeof readsClient>;
  beforeAll(async () => {
    t = await startTestApp();
    reads = readsClient(t);
  });
  afterAll(() => t.close());

  it('counts 100 concurrent votes of one person once, and many people once each', async () => {
    const staff = await reads.staff();
    const author = await reads.member('tutor', 'sg');
    const article = await reads.published(author.token, staff.token);
    const voter = await reads.member('student', 'sg');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        reads.vote(voter.token, article.pvid, index % 2 ? 'DOWN' : 'UP'),
      ),
    );
    expect(answers.map(codeOf).filter((code) => code !== 'OK')).toEqual([]);
    const [votes] = await t.deps.db
      .select({ n: count() })
      .from(articleVotes)
      .where(and(eq(articleVotes.articleId, article.pvid), eq(articleVotes.userId, voter.id)));
    expect(votes?.n).toBe(1);
    const [row] = await t.deps.db.select().from(tutorArticles).where(eq(tutorArticles.id, article.pvid));
    expect((row?.upvotes ?? 0) + (row?.downvotes ?? 0)).toBe(1);

    const others = await Promise.all(Array.from({ length: 20 }, () => reads.member('student', 'sg')));
    await Promise.all(
      others.flatMap((other) => [1, 2, 3].map(() => reads.vote(other.token, article.pvid, 'UP'))),
    );
    const [after] = await t.deps.db.select().from(tutorArticles).where(eq(tutorArticles.id, article.pvid));
    expect((after?.upvotes ?? 0) + (after?.downvotes ?? 0)).toBe(21);
  });

  it('counts 50 concurrent views of one reader on one day once', async () => {
    const staff = await reads.staff();
    const author = await reads.member('tutor', 'sg');
    const article = await reads.published(author.token, staff.token, 'Viewed article');
    const reader = await reads.member('student', 'sg');
    await Promise.all(Array.from({ length: 50 }, () => reads.view(article.pvid, { token: reader.token })));
    const [row] = await t.deps.db.select().from(tutorArticles).where(eq(tutorArticles.id, article.pvid));
    expect(row?.views).toBe(1);
  });

  it(`accepts exactly ${ARTICLE_COMMENTS_PER_WINDOW} of 50 concurrent comments of one person on three articles`, async () => {
    const staff = await reads.staff();
    const author = await reads.member('tutor', 'sg');
    const articles = [
      await reads.published(author.token, staff.token, 'First read'),
      await reads.published(author.token, staff.token, 'Second read'),
      await reads.published(author.token, staff.token, 'Third read'),
    ];
    const reader = await reads.member('student', 'sg');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        reads.comment(reader.token, articles[index % 3]!.pvid, `Thoughts number ${index}`),
      ),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(ARTICLE_COMMENTS_PER_WINDOW);
    expect(new Set(codes.filter((code) => code !== 'OK'))).toEqual(new Set(['RATE_LIMITED']));
    const [written] = await t.deps.db
      .select({ n: count() })
      .from(articleComments)
      .where(eq(articleComments.authorId, reader.id));
    expect(written?.n).toBe(ARTICLE_COMMENTS_PER_WINDOW);
  });
});
