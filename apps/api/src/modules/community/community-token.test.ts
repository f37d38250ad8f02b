import { communityAddress } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../../db/seed/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeOf, communityClient } from './testing/community-test-helpers';

let t: TestApp;
let c: ReturnType<typeof communityClient>;
beforeAll(async () => {
  t = await startTestApp();
  c = communityClient(t);
});
afterAll(() => t.close());

const SIGN_IN = `mutation S($email: String!, $password: String!, $community: Boolean) {
  signIn(email: $email, password: $password, community: $community) { token communityToken communityUrl }
}`;
const COMMUNITY_SIGN_IN = `mutation S($email: String!, $password: String!) {
  singInToCommunity(email: $email, password: $password) { success communityToken }
}`;

describe('the community token and the after-login address', () => {
  it('signIn carries a community token and the community address only when the login came from the community', async () => {
    const user = await makeStudent(t.deps.db, { country: 'id', email: 'community-login@ajar.test' });
    const credentials = { email: user.email, password: 'password123' };
    const plain = c.ok(
      await t.gql<{ signIn: { communityToken: string | null; communityUrl: string | null } }>(
        SIGN_IN,
        credentials,
      ),
    ).signIn;
    expect(plain).toMatchObject({ communityToken: null, communityUrl: null });
    const fromCommunity = c.ok(
      await t.gql<{ signIn: { communityToken: string | null; communityUrl: string | null } }>(SIGN_IN, {
        ...credentials,
        community: true,
      }),
    ).signIn;
    expect(fromCommunity.communityToken).toMatch(/.{20,}/);
    expect(fromCommunity.communityUrl).toBe('/id/community');
    expect(communityAddress(t.deps.config.communityUrl, 'id')).toBe('/id/community');
  });

  it('the community accepts a community token as the member, and nothing else does', async () => {
    const user = await makeStudent(t.deps.db, { country: 'sg', email: 'community-token@ajar.test' });
    const token = c.ok(
      await t.gql<{ singInToCommunity: { communityToken: string } }>(COMMUNITY_SIGN_IN, {
        email: user.email,
        password: 'password123',
      }),
    ).singInToCommunity.communityToken;
    const headers = { 'community-token': token };
    const posted = c.ok(
      await c.post('', { kind: 'QUESTION', title: 'Asked with a community token', body: 'Hi' }, { headers }),
    ).createCommunityPost;
    expect(posted.author.userId).toBe(user.id);
    expect(codeOf(await t.gql('query { listNotification { pvid } }', {}, { headers }))).toBe(
      'UNAUTHENTICATED',
    );
    const dead = await c.post(
      '',
      { kind: 'POST', title: 'A dead token posts nothing', body: 'x' },
      {
        headers: { 'community-token': 'not-a-token' },
      },
    );
    expect(codeOf(dead)).toBe('UNAUTHENTICATED');
    // Signing out ends the community token too (the web keeps it in storage after logout).
    const session = c.ok(
      await t.gql<{ signIn: { token: string } }>(SIGN_IN, { email: user.email, password: 'password123' }),
    ).signIn.token;
    c.ok(await t.gql('mutation { signOut { success } }', {}, { token: session }));
    const after = await c.post('', { kind: 'POST', title: 'After signing out', body: 'x' }, { headers });
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
    // Reading needs no token, and a dead one does not break it.
    expect(
      c.ok(await c.list({ country: 'sg' }, { headers: { 'community-token': 'x' } })).getPostList.length,
    ).toBe(1);
  });
});
