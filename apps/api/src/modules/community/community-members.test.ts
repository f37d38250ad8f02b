import { COMMUNITY_SCORE_RULES, MESSAGES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/staff-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeOf, communityClient, messageOf, PROFILE_FIELDS } from './testing/community-test-helpers';

let t: TestApp;
let c: ReturnType<typeof communityClient>;
beforeAll(async () => {
  t = await startTestApp();
  c = communityClient(t);
});
afterAll(() => t.close());

const NOTIFICATIONS = 'query { listNotification { code remarks entityId } }';

describe('community: members', () => {
  it('getUserInfo answers the Community profile fields and counts; the owner edits theirs', async () => {
    const member = await c.member('tutor', 'sg');
    const other = await c.member('student', 'sg');
    const question = await c.asked(member.token);
    c.ok(await c.post(member.token, { kind: 'POST', title: 'A post of mine', body: 'Hello' }));
    const answer = await c.answered(other.token, question.pvid);
    c.ok(await c.comment(member.token, 'ANSWER', answer.pvid, 'Thanks'));
    await c.answered(member.token, question.pvid, 'And my own');
    c.ok(await c.follow(member.token, other.id));
    c.ok(await c.vote(other.token, 'POST', question.pvid, 'UP'));

    const profile = await c.info(member.id);
    expect(profile).toMatchObject({
      userId: member.id,
      name: member.name,
      score: COMMUNITY_SCORE_RULES.upvote,
      title: null,
      description: null,
      website: null,
      location: null,
      isTeam: false,
      posts: 1,
      questions: 1,
      comments: 1,
      answers: 1,
      followings: 1,
      followers: 0,
    });
    expect((await c.info(other.id)).followers).toBe(1);
    const byName = c.ok(
      await t.gql<{ getUserInfo: { userId: string } }>(
        `query I($username: String) { getUserInfo(username: $username) { ${PROFILE_FIELDS} } }`,
        { username: profile.username },
      ),
    ).getUserInfo;
    expect(byName.userId).toBe(member.id);

    const UPDATE = `mutation U($title: String, $description: String, $website: String, $location: String) {
      updateCommunityProfile(title: $title, description: $description, website: $website, location: $location) {
        ${PROFILE_FIELDS} } }`;
    const edited = c.ok(
      await t.gql<{ updateCommunityProfile: { title: string; website: string; location: string } }>(
        UPDATE,
        {
          title: 'Chemistry tutor',
          description: 'Ten years',
          website: 'https://example.com',
          location: 'Jurong',
        },
        { token: member.token },
      ),
    ).updateCommunityProfile;
    expect(edited).toMatchObject({
      title: 'Chemistry tutor',
      website: 'https://example.com',
      location: 'Jurong',
    });
    const bad = await t.gql(UPDATE, { website: 'javascript:alert(1)' }, { token: member.token });
    expect(messageOf(bad)).toBe(MESSAGES.communityWebsiteInvalid);
    expect((await c.info(member.id)).website).toBe('https://example.com');
    expect(codeOf(await t.gql(UPDATE, { title: 'x' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(`query { getUserInfo(userId: "nope") { userId } }`))).toBe('NOT_FOUND');
  });

  it('followUser and unfollowUser are idempotent; the first follow notifies; never oneself', async () => {
    const fan = await c.member('student', 'ph');
    const star = await c.member('tutor', 'ph');
    const first = c.ok(await c.follow(fan.token, star.id))['followUser'];
    expect(first).toEqual({ userId: star.id, isFollowing: true, followers: 1 });
    const again = c.ok(await c.follow(fan.token, star.id))['followUser'];
    expect(again).toEqual({ userId: star.id, isFollowing: true, followers: 1 });
    const notes = c.ok(
      await t.gql<{ listNotification: { code: string; remarks: string }[] }>(
        NOTIFICATIONS,
        {},
        { token: star.token },
      ),
    ).listNotification;
    expect(notes.filter((note) => note.code === 'COMMUNITY_FOLLOWED')).toEqual([
      expect.objectContaining({ remarks: fan.name }),
    ]);
    expect(c.ok(await c.isFollowing(star.id, { token: fan.token })).isFollowing).toBe(true);

    // Their new posts show in the follower's following tab, nobody else's.
    const other = await c.member('student', 'ph');
    c.ok(await c.post(other.token, { kind: 'POST', title: 'Not followed', body: 'x' }));
    const theirs = await c.asked(star.token, 'What makes a good first lesson?');
    const following = c.ok(await c.list({ tab: 'FOLLOWING' }, { token: fan.token })).getPostList;
    expect(following.map((post) => post.pvid)).toEqual([theirs.pvid]);

    for (let i = 0; i < 2; i += 1)
      expect(c.ok(await c.follow(fan.token, star.id, 'unfollowUser'))['unfollowUser']).toEqual({
        userId: star.id,
        isFollowing: false,
        followers: 0,
      });
    expect(c.ok(await c.isFollowing(star.id, { token: fan.token })).isFollowing).toBe(false);
    expect(c.ok(await c.list({ tab: 'FOLLOWING' }, { token: fan.token })).getPostList).toEqual([]);
    const self = await c.follow(fan.token, fan.id);
    expect(messageOf(self)).toBe(MESSAGES.communityCannotFollowSelf);
    expect(codeOf(await c.follow(fan.token, 'nope'))).toBe('NOT_FOUND');
    expect(codeOf(await c.isFollowing(star.id, {}))).toBe('UNAUTHENTICATED');
  });

  it('getUsersTeam lists the Ajar team; getUserLastActivity and getBrandIcon', async () => {
    const staff = await signedInStaff(t);
    const team = c.ok(
      await t.gql<{ getUsersTeam: { userId: string; isTeam: boolean }[] }>(
        `query { getUsersTeam(country: "sg") { userId isTeam } }`,
      ),
    ).getUsersTeam;
    expect(team).toContainEqual({ userId: staff.userId, isTeam: true });
    expect(team.every((member) => member.isTeam)).toBe(true);

    const member = await c.member('student', 'my');
    const LAST = `query L($userId: ID!) { getUserLastActivity(userId: $userId) }`;
    const last = (id: string) => t.gql<{ getUserLastActivity: string | null }>(LAST, { userId: id });
    expect(c.ok(await last(member.id)).getUserLastActivity).toBeNull();
    const question = await c.asked(member.token);
    t.clock.advance(60_000);
    c.ok(await c.comment(member.token, 'POST', question.pvid, 'Bump'));
    expect(c.ok(await last(member.id)).getUserLastActivity).toBe(t.clock.now().toISOString());

    const icon = c.ok(
      await t.gql<{ getBrandIcon: { name: string; url: string; country: string } }>(
        `query { getBrandIcon(country: "id") { name url country } }`,
      ),
    ).getBrandIcon;
    expect(icon).toEqual({ name: 'Komunitas Ajar', url: '/favicon.svg', country: 'id' });

    // The spec's argument: userId names the market (the member's own).
    const byMember = c.ok(
      await t.gql<{ getBrandIcon: { country: string }; getUsersTeam: { userId: string }[] }>(
        `query M($userId: ID!) { getBrandIcon(userId: $userId) { country } getUsersTeam(userId: $userId) { userId } }`,
        { userId: member.id },
      ),
    );
    expect(byMember.getBrandIcon.country).toBe('my');
    expect(byMember.getUsersTeam).not.toContainEqual({ userId: staff.userId });
    expect(codeOf(await t.gql(`query { getBrandIcon(userId: "nope") { country } }`))).toBe('NOT_FOUND');
  });
});
