import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketReference, nth } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { tutorArticles } from '../reads/testing';
import { makeSearchTutor } from './testing/search-fixtures';

const GLOBAL = `query Global($keywords: String!) {
  globalSearch(keywords: $keywords) { contents { id Title authorUserPvid views Description } }
}`;

interface Contents {
  globalSearch: {
    contents: {
      id: string;
      Title: string;
      authorUserPvid: string;
      views: number;
      Description: string | null;
    }[];
  };
}

describe('globalSearch contents', () => {
  let t: TestApp;
  const authors: string[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const sg = await marketReference(t, 'sg');
    const offers = [{ subjectId: nth(sg.subjects, 1).id, levelId: nth(sg.levels, 0).id, price: 3000 }];
    for (const firstName of ['Mei', 'Ravi', 'Tom']) {
      authors.push((await makeSearchTutor(t, { firstName, lastName: 'Lim', offers })).id);
    }
    const handout = { title: 'Vectors handout', body: 'Arrows with a length and a direction.' };
    await t.deps.db.insert(tutorArticles).values([
      // The same handout posted word for word by three tutors, read 5, 40 and 12 times.
      ...[5, 40, 12].map((views, index) => ({
        ...handout,
        tutorUserId: authors[index] ?? '',
        tags: ['Mechanics'],
        status: 'PUBLISHED' as const,
        views,
        publishedAt: new Date(Date.UTC(2025, 0, index + 1)),
      })),
      // Same title, own words: a different article.
      {
        title: handout.title,
        body: 'My own notes on vectors.',
        tutorUserId: authors[0] ?? '',
        tags: ['Mechanics'],
        status: 'PUBLISHED' as const,
        publishedAt: new Date(Date.UTC(2025, 1, 1)),
      },
      // An article written in the editor: its preview is its words, not its markup.
      {
        title: 'Levers',
        body: '<p>Forces <em>and</em> moments &amp; levers.</p><ul><li>First class</li></ul>',
        tutorUserId: authors[2] ?? '',
        tags: ['Mechanics'],
        status: 'PUBLISHED' as const,
        publishedAt: new Date(Date.UTC(2025, 2, 1)),
      },
    ]);
    await t.flushSearch();
  });
  afterAll(async () => t.close());

  async function contents(keywords: string) {
    const response = await t.gql<Contents>(GLOBAL, { keywords });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data?.globalSearch.contents ?? [];
  }

  it('lists an article posted word for word by several tutors once: the copy most read', async () => {
    const found = await contents('vectors');
    expect(found).toHaveLength(2);
    expect(found.map((hit) => hit.authorUserPvid).sort()).toEqual([authors[0], authors[1]].sort());
    expect(found.find((hit) => hit.authorUserPvid === authors[1])?.views).toBe(40);
  });

  it('never repeats an article in the listing without keywords', async () => {
    const found = await contents('');
    expect(found.map((hit) => hit.id)).toHaveLength(3);
  });

  it('previews an article as plain text, without its HTML', async () => {
    const [levers] = await contents('levers');
    expect(levers?.Description).toBe('Forces and moments & levers. First class');
  });
});
