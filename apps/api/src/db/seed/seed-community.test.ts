import { COUNTRY_CODES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Post {
  kind: string;
  title: string;
  answerCount: number;
  acceptedAnswerPvid: string | null;
  author: { userId: string };
}

describe('the demo community', () => {
  it('gives every market questions with answers (one accepted), posts and follows; id in Indonesian', async () => {
    await seedDemo(t.deps.db, t.clock.now(), {
      crowd: Object.fromEntries(COUNTRY_CODES.map((country) => [country, 0])),
    });
    for (const country of ['sg', 'id'] as const) {
      const answer = await t.gql<{ getPostList: Post[] }>(
        'query L($country: String) { getPostList(country: $country, length: 50) { kind title answerCount acceptedAnswerPvid author { userId } } }',
        { country },
      );
      expect(answer.errors).toBeUndefined();
      const posts = answer.data!.getPostList;
      expect(posts.some((post) => post.kind === 'POST')).toBe(true);
      expect(posts.some((post) => post.kind === 'QUESTION' && post.answerCount > 0)).toBe(true);
      expect(posts.some((post) => post.acceptedAnswerPvid !== null)).toBe(true);
      if (country === 'id') expect(posts.some((post) => post.title.startsWith('Bagaimana'))).toBe(true);
      const writer = posts.find((post) => post.kind === 'POST')!.author.userId;
      const info = await t.gql<{ getUserInfo: { followers: number; score: number } }>(
        'query I($userId: ID) { getUserInfo(userId: $userId) { followers score } }',
        { userId: writer },
      );
      expect(info.data!.getUserInfo.followers).toBeGreaterThan(0);
    }
  });
});
