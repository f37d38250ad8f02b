import { MESSAGES } from '@ajar/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, signInToken } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { makeStudent } from '../../db/seed/factories';
import { expectSoundLedger } from '../ledger/testing';
import { FIND_TUTORS, makeSearchTutor } from '../search/testing';
import { boost, giveCredits } from './testing/boost-test-helpers';
import { profileBoosts } from './boost.tables';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Browse {
  findTutors: { tutors: { firstName: string; featured: boolean }[] };
}

async function browse(): Promise<{ name: string; featured: boolean }[]> {
  const query = FIND_TUTORS.replace('joinedAt', 'joinedAt featured');
  const result = await t.gql<Browse>(query, { country: 'sg', limit: 48 });
  expect(result.errors).toBeUndefined();
  return (result.data?.findTutors.tutors ?? []).map((tutor) => ({
    name: tutor.firstName,
    featured: tutor.featured,
  }));
}

const credits = async (token: string) =>
  (
    await t.gql<{
      getUserCredits: { credits: number };
      getUserCreditsHistory: { amount: number; type: string; description: string }[];
    }>('{ getUserCredits { credits } getUserCreditsHistory { amount type description } }', {}, { token })
  ).data;

async function tutorWithToken(firstName: string, joinedDaysAgo: number) {
  const user = await makeSearchTutor(t, {
    firstName,
    lastName: 'Boost',
    dateJoined: new Date(t.clock.now().getTime() - joinedDaysAgo * DAY),
  });
  return { user, token: await signInToken(t, user.email) };
}

describe('boosting a profile', () => {
  it('puts a tutor first on browse, marked Featured, for the days paid in credits, queued and then over', async () => {
    await tutorWithToken('Newest', 1);
    await tutorWithToken('Middle', 20);
    const oldest = await tutorWithToken('Oldest', 40);
    await giveCredits(t, oldest.user.id, 250);
    t.clock.advance(60_000);
    await t.flushSearch();
    expect((await browse()).at(-1)).toEqual({ name: 'Oldest', featured: false });

    const first = await boost(t, oldest.token, 'CategoryListingPage', 7);
    expect(first.errors).toBeUndefined();
    expect(first.data?.boostTutorProfile).toMatchObject({
      success: true,
      message: MESSAGES.boostStarted,
      boost: { boostType: 'CategoryListingPage', numberOfDays: 7, credits: 50, status: 'ACTIVE' },
    });
    const listed = await browse();
    expect(listed[0]).toEqual({ name: 'Oldest', featured: true });
    expect(listed.filter((tutor) => tutor.featured)).toHaveLength(1);
    expect(await credits(oldest.token)).toMatchObject({
      getUserCredits: { credits: 200 },
      getUserCreditsHistory: [
        { amount: -50, type: 'BOOST', description: 'Browse results · 7 days' },
        { amount: 250, type: 'PURCHASE' },
      ],
    });

    // A second boost of the type waits for the first to end.
    const queued = await boost(t, oldest.token, 'CategoryListingPage', 3);
    const firstEnd = first.data?.boostTutorProfile.boost.endsAt;
    expect(queued.data?.boostTutorProfile.boost).toMatchObject({ status: 'QUEUED', startsAt: firstEnd });
    const mine = await t.gql<{ getUserBoosts: { status: string }[] }>(
      '{ getUserBoosts { status } }',
      {},
      { token: oldest.token },
    );
    expect(mine.data?.getUserBoosts.map((row) => row.status)).toEqual(['ACTIVE', 'QUEUED']);

    // Day 8: the queued boost runs; day 11: both are over and the tutor is back in place, unfeatured.
    t.clock.advance(8 * DAY);
    await t.flushSearch();
    expect((await browse())[0]).toEqual({ name: 'Oldest', featured: true });
    t.clock.advance(3 * DAY);
    await t.flushSearch();
    expect((await browse()).at(-1)).toEqual({ name: 'Oldest', featured: false });
    expect((await credits(oldest.token))?.getUserCredits.credits).toBe(175);
    await expectSoundLedger(t.deps.db);
  });

  it('puts a home-page boost first among the home page videos, marked Featured', async () => {
    const tutor = await tutorWithToken('Homely', 60);
    await giveCredits(t, tutor.user.id, 100);
    const videos = async () =>
      (
        await t.gql<{ introVideoHome: { tutorFirstName: string; featured: boolean }[] }>(
          '{ introVideoHome(country: "sg", limit: 12) { tutorFirstName featured } }',
        )
      ).data?.introVideoHome ?? [];
    expect((await videos()).some((video) => video.tutorFirstName === 'Homely' && !video.featured)).toBe(true);
    expect((await boost(t, tutor.token, 'HomePage', 1)).errors).toBeUndefined();
    expect((await videos())[0]).toEqual({ tutorFirstName: 'Homely', featured: true });
    expect((await credits(tutor.token))?.getUserCredits.credits).toBe(80);
  });

  it('refuses a boost the credits do not cover, a length not sold and a student, writing nothing', async () => {
    const poor = await tutorWithToken('Poor', 5);
    await giveCredits(t, poor.user.id, 30);
    expectError(await boost(t, poor.token, 'CategoryListingPage', 7), 'CONFLICT', 'notEnoughCredits');
    expectError(await boost(t, poor.token, 'HomePage', 2), 'BAD_USER_INPUT', 'boostLengthInvalid');
    const student = await makeStudent(t.deps.db, {});
    expectError(
      await boost(t, await signInToken(t, student.email), 'HomePage', 1),
      'FORBIDDEN',
      'boostTutorsOnly',
    );
    expectError(await boost(t, '', 'HomePage', 1), 'UNAUTHENTICATED', 'notLoggedIn');
    const [rows] = await t.deps.db
      .select({ n: count() })
      .from(profileBoosts)
      .where(eq(profileBoosts.userId, poor.user.id));
    expect(rows?.n).toBe(0);
    expect((await credits(poor.token))?.getUserCredits.credits).toBe(30);
    await expectSoundLedger(t.deps.db);
  });
});
