import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeOf, giveCredits, readsClient } from './testing/reads-test-helpers';

let t: TestApp;
let reads: ReturnType<typeof readsClient>;
let staff: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  reads = readsClient(t);
  staff = await reads.staff();
});
afterAll(() => t.close());

describe('reads: writing, review and reading', () => {
  it('a tutor saves a draft with a cover, tags and subject; only they (and the team) see it', async () => {
    const tutor = await reads.member('tutor', 'sg');
    const cover = reads.ok(await reads.uploadCover(tutor.token)).uploadArticleCover;
    const saved = reads.ok(
      await reads.save(tutor.token, {
        title: 'Quadratics without tears',
        coverPvid: cover.pvid,
        tags: ['#Maths', 'algebra', 'maths'],
        subject: 'Mathematics',
        body: '<p onclick="x()">Draw the <script>alert(1)</script><strong>parabola</strong> first.</p>',
      }),
    ).saveArticle;
    expect(saved).toMatchObject({
      userPvid: tutor.id,
      title: 'Quadratics without tears',
      image: cover.path,
      subject: 'Mathematics',
      tags: ['maths', 'algebra'],
      status: 'DRAFT',
      rejectReason: null,
      body: '<p>Draw the <strong>parabola</strong> first.</p>',
      description: 'Draw the parabola first.',
      comments: 0,
      views: 0,
      upvotes: 0,
      downvotes: 0,
      boosted: false,
      myVote: null,
    });
    expect(reads.ok(await reads.mine(tutor.token)).getMyArticles.map((a) => a.pvid)).toEqual([saved.pvid]);
    expect(codeOf(await reads.one(saved.pvid))).toBe('NOT_FOUND');
    const other = await reads.member('student', 'sg');
    expect(codeOf(await reads.one(saved.pvid, other.token))).toBe('NOT_FOUND');
    expect(reads.ok(await reads.one(saved.pvid, staff.token)).getArticle.status).toBe('DRAFT');
    // Another person's cover, a student writing, a signed-out save: refused, nothing written.
    const stranger = await reads.member('tutor', 'sg');
    expect(codeOf(await reads.save(stranger.token, { title: 'x', coverPvid: cover.pvid }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await reads.save(other.token, { title: 'x' }))).toBe('FORBIDDEN');
    expect(codeOf(await reads.save('', { title: 'x' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await reads.save(tutor.token, { title: ' ' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await reads.save(tutor.token, { title: 'x', tags: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(reads.ok(await reads.mine(stranger.token)).getMyArticles).toEqual([]);
  });

  it('submit → review queue (staff only) → reject with a reason → edit, resubmit → approve; the author hears', async () => {
    const tutor = await reads.member('tutor', 'my');
    const draft = reads.ok(
      await reads.save(tutor.token, { title: 'How to read a physics question' }),
    ).saveArticle;
    expect(codeOf(await reads.submit(tutor.token, draft.pvid))).toBe('OK');
    expect(codeOf(await reads.save(tutor.token, { articlePvid: draft.pvid, title: 'Changed' }))).toBe(
      'CONFLICT',
    );
    // Review is the team's: a tutor or a student cannot see the queue nor decide.
    expect(codeOf(await reads.queue(tutor.token))).toBe('FORBIDDEN');
    expect(codeOf(await reads.approve(tutor.token, draft.pvid))).toBe('FORBIDDEN');
    expect(codeOf(await reads.reject(tutor.token, draft.pvid, 'no'))).toBe('FORBIDDEN');
    const queue = reads.ok(await reads.queue(staff.token, 'my')).staffArticleQueue;
    expect(queue.map((a) => a.pvid)).toContain(draft.pvid);
    expect(codeOf(await reads.reject(staff.token, draft.pvid, ' '))).toBe('BAD_USER_INPUT');
    const rejected = reads.ok(
      await reads.reject(staff.token, draft.pvid, 'Please add a source.'),
    ).rejectArticle;
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: 'Please add a source.' });
    expect(codeOf(await reads.approve(staff.token, draft.pvid))).toBe('CONFLICT');
    const mine = reads.ok(await reads.mine(tutor.token)).getMyArticles;
    expect(mine[0]).toMatchObject({ status: 'REJECTED', rejectReason: 'Please add a source.' });

    reads.ok(
      await reads.save(tutor.token, {
        articlePvid: draft.pvid,
        title: 'How to read a physics question, with sources',
      }),
    );
    reads.ok(await reads.submit(tutor.token, draft.pvid));
    const approved = reads.ok(await reads.approve(staff.token, draft.pvid)).approveArticle;
    expect(approved).toMatchObject({ status: 'PUBLISHED', rejectReason: null });
    const notes = reads.ok(
      await t.gql<{
        listNotification: { code: string; entityId: string; entityTitle: string; remarks: string }[];
      }>('query { listNotification { code entityId entityTitle remarks } }', {}, { token: tutor.token }),
    ).listNotification;
    expect(notes.map((n) => n.code)).toEqual(
      expect.arrayContaining(['ARTICLE_APPROVED', 'ARTICLE_REJECTED']),
    );
    expect(notes.find((n) => n.code === 'ARTICLE_REJECTED')?.remarks).toBe('Please add a source.');
    const audit = reads.ok(
      await t.gql<{ getStaffAuditLog: { action: string; entityId: string }[] }>(
        'query { getStaffAuditLog { action entityId } }',
        {},
        { token: staff.token },
      ),
    ).getStaffAuditLog;
    expect(
      audit
        .filter((e) => e.entityId === draft.pvid)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['article.approve', 'article.reject']);
  });

  it('a draft too short to read is not submitted', async () => {
    const tutor = await reads.member('tutor', 'sg');
    const draft = reads.ok(
      await reads.save(tutor.token, { title: 'Short', body: '<p>Too short.</p>' }),
    ).saveArticle;
    expect(codeOf(await reads.submit(tutor.token, draft.pvid))).toBe('BAD_USER_INPUT');
  });

  it('only published articles are public: details, reads/public, getTutorArticles', async () => {
    const tutor = await reads.member('tutor', 'ph');
    const published = await reads.published(tutor.token, staff.token, 'Published piece on algebra');
    const draft = reads.ok(await reads.save(tutor.token, { title: 'Secret draft on algebra' })).saveArticle;
    const inReview = reads.ok(
      await reads.save(tutor.token, { title: 'Waiting piece on algebra' }),
    ).saveArticle;
    reads.ok(await reads.submit(tutor.token, inReview.pvid));

    expect(reads.ok(await reads.one(published.pvid)).getArticle.title).toBe('Published piece on algebra');
    expect(codeOf(await reads.one(draft.pvid))).toBe('NOT_FOUND');
    expect(codeOf(await reads.one(inReview.pvid))).toBe('NOT_FOUND');
    const list = reads.ok(await reads.public({ country: 'ph', search: 'algebra' })).getPublicArticles;
    expect(list).toMatchObject({ total: 1, items: [{ pvid: published.pvid }] });
    const tagged = reads.ok(await reads.public({ country: 'ph', tag: '#STUDY' })).getPublicArticles;
    expect(tagged.items.map((a) => a.pvid)).toContain(published.pvid);
    expect(reads.ok(await reads.public({ country: 'ph', tag: 'nothing' })).getPublicArticles.total).toBe(0);
    // getTutorArticles shows the published ones only, to everyone, the tutor included.
    for (const token of [undefined, tutor.token])
      expect(reads.ok(await reads.byTutor(tutor.id, token)).getTutorArticles.map((a) => a.status)).toEqual([
        'PUBLISHED',
      ]);
    expect(reads.ok(await reads.mine(tutor.token)).getMyArticles).toHaveLength(3);
  });

  it('votes: one per person, changeable; comments notify the author; views count once a day per reader', async () => {
    const tutor = await reads.member('tutor', 'in');
    const article = await reads.published(tutor.token, staff.token);
    const reader = await reads.member('student', 'in');
    expect(reads.ok(await reads.vote(reader.token, article.pvid, 'UP')).voteArticle).toMatchObject({
      upvotes: 1,
      downvotes: 0,
    });
    reads.ok(await reads.vote(reader.token, article.pvid, 'UP'));
    expect(reads.ok(await reads.vote(reader.token, article.pvid, 'DOWN')).voteArticle).toMatchObject({
      vote: 'DOWN',
      upvotes: 0,
      downvotes: 1,
    });
    expect(reads.ok(await reads.one(article.pvid, reader.token)).getArticle.myVote).toBe('DOWN');
    expect(codeOf(await reads.vote('', article.pvid, 'UP'))).toBe('UNAUTHENTICATED');

    const comment = reads.ok(
      await reads.comment(reader.token, article.pvid, 'This helped, thanks!'),
    ).addArticleComment;
    expect(comment).toMatchObject({ userPvid: reader.id, comment: 'This helped, thanks!' });
    expect(codeOf(await reads.comment(reader.token, article.pvid, 'x'.repeat(701)))).toBe('BAD_USER_INPUT');
    expect(reads.ok(await reads.comments(article.pvid)).getArticleComments.map((c) => c.comment)).toEqual([
      'This helped, thanks!',
    ]);
    expect(reads.ok(await reads.one(article.pvid)).getArticle.comments).toBe(1);

    // Views: the author's own reading never counts; each reader once a day.
    expect(reads.ok(await reads.view(article.pvid, { token: tutor.token })).viewArticle).toBe(0);
    expect(reads.ok(await reads.view(article.pvid, { token: reader.token })).viewArticle).toBe(1);
    expect(reads.ok(await reads.view(article.pvid, { token: reader.token })).viewArticle).toBe(1);
    expect(reads.ok(await reads.view(article.pvid, { remoteAddress: '10.0.0.7' })).viewArticle).toBe(2);
    expect(reads.ok(await reads.view(article.pvid, { remoteAddress: '10.0.0.7' })).viewArticle).toBe(2);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(reads.ok(await reads.view(article.pvid, { token: reader.token })).viewArticle).toBe(3);

    // A draft takes no vote, comment nor view.
    const draft = reads.ok(await reads.save(tutor.token, { title: 'Draft' })).saveArticle;
    expect(codeOf(await reads.vote(reader.token, draft.pvid, 'UP'))).toBe('NOT_FOUND');
    expect(codeOf(await reads.comment(reader.token, draft.pvid, 'hi'))).toBe('NOT_FOUND');
    expect(codeOf(await reads.view(draft.pvid, { token: reader.token }))).toBe('NOT_FOUND');
  });

  it('boostTutorArticle: the author of a published article pays credits; it ranks first while it runs', async () => {
    const tutor = await reads.member('tutor', 'lk');
    const older = await reads.published(tutor.token, staff.token, 'Older article');
    t.clock.advance(60_000);
    const newer = await reads.published(tutor.token, staff.token, 'Newer article');
    expect(reads.ok(await reads.public({ country: 'lk' })).getPublicArticles.items[0]?.pvid).toBe(newer.pvid);

    expect(codeOf(await reads.boost(tutor.token, older.pvid))).toBe('CONFLICT'); // no credits
    await giveCredits(t, tutor.id, 100);
    const other = await reads.member('tutor', 'lk');
    await giveCredits(t, other.id, 100);
    expect(codeOf(await reads.boost(other.token, older.pvid))).toBe('NOT_FOUND');
    const draft = reads.ok(await reads.save(tutor.token, { title: 'Draft' })).saveArticle;
    expect(codeOf(await reads.boost(tutor.token, draft.pvid))).toBe('CONFLICT');
    expect(codeOf(await reads.boost(tutor.token, older.pvid, 2))).toBe('BAD_USER_INPUT');

    const boosted = reads.ok(await reads.boost(tutor.token, older.pvid)).boostTutorArticle;
    expect(boosted).toMatchObject({ success: true, boost: { status: 'ACTIVE' } });
    const credits = reads.ok(
      await t.gql<{ getUserCredits: { credits: number } }>(
        'query { getUserCredits { credits } }',
        {},
        { token: tutor.token },
      ),
    ).getUserCredits.credits;
    expect(credits).toBe(100 - boosted.boost.credits);
    const page = reads.ok(await reads.public({ country: 'lk' })).getPublicArticles.items;
    expect(page.map((a) => [a.pvid, a.boosted])).toEqual([
      [older.pvid, true],
      [newer.pvid, false],
    ]);
    t.clock.advance(4 * 24 * 60 * 60 * 1000);
    expect(reads.ok(await reads.public({ country: 'lk' })).getPublicArticles.items[0]?.pvid).toBe(newer.pvid);
  });
});
