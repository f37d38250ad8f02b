import { MARKETS, MESSAGES, majorToMinor } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeStudent, makeTutor } from '../../db/seed/factories';
import { GET_PROFILE } from '../../test/account-operations';
import { expectError, latestMailTo, mailsTo } from '../../test/account-helpers';
import { marketReference, nth, sessionFor, type MarketReference } from '../../test/profile-helpers';
import {
  FIND_SKILLS,
  GET_OWN_PROFILE,
  GET_PROFILE_OF,
  GET_SUGGESTION_PRICE,
  GET_TUTOR_ARTICLES,
  LIST_WHO_VIEWED,
  PROFILE_COMPLETION_REQUEST,
  UPDATE_PROFILE,
  UPDATE_SKILL,
  UPDATE_SUBJECT,
} from '../../test/profile-operations';
import { startTestApp, type TestApp } from '../../test/test-app';
import { tutorArticles } from '../reads/testing';

let t: TestApp;
let sg: MarketReference;
beforeAll(async () => {
  t = await startTestApp();
  sg = await marketReference(t, 'sg');
});
afterAll(() => t.close());

type Profile = Record<string, unknown> & {
  userPvid: string;
  isOwner: boolean;
  completionUser: { completionPercent: number };
};
interface ProfileData {
  getProfile: Profile;
}

const PRIVATE_FIELDS = ['email', 'dob', 'nric', 'phone', 'race', 'balance', 'hasBalance', 'eventsFromGoogle'];

describe('getProfile', () => {
  it('without arguments is the own profile, with every private field, and UNAUTHENTICATED for a visitor', async () => {
    const tutor = await makeTutor(t.deps.db, {
      email: 'own@example.test',
      dob: '1990-01-02',
      balanceMinor: 2500,
    });
    const token = await sessionFor(t, tutor);
    await t.gql(UPDATE_PROFILE, { nric: 'S1234567D', phone: '+65 9123 4567', race: 'Chinese' }, { token });
    const response = await t.gql<ProfileData>(GET_OWN_PROFILE, {}, { token });
    expect(response.data?.getProfile).toMatchObject({
      userPvid: tutor.id,
      isOwner: true,
      email: 'own@example.test',
      dob: '1990-01-02',
      nric: 'S1234567D',
      phone: '+65 9123 4567',
      race: 'Chinese',
      balance: 2500,
      hasBalance: true,
      eventsFromGoogle: false,
      currency: 'SGD',
    });
    expect(response.data?.getProfile.referralCode).toMatch(/^[0-9A-F]{12}$/);

    const visitor = await t.gql(GET_OWN_PROFILE);
    expect(visitor.status).toBe(200);
    expectError(visitor, 'UNAUTHENTICATED', 'notLoggedIn');
    // The account's own getProfile operation (no arguments) still answers the same way.
    expect((await t.gql(GET_PROFILE, {}, { token })).data).toMatchObject({
      getProfile: { email: 'own@example.test' },
    });
  });

  it("shows a tutor's public profile to guests and other users with the private fields null", async () => {
    const tutor = await makeTutor(t.deps.db, { dob: '1985-05-05', balanceMinor: 990, description: 'Maths' });
    const tutorToken = await sessionFor(t, tutor);
    await t.gql(
      UPDATE_PROFILE,
      { nric: 'S7654321A', phone: '+6581234567', race: 'Malay', gender: 'Female' },
      {
        token: tutorToken,
      },
    );
    const student = await makeStudent(t.deps.db);
    const studentToken = await sessionFor(t, student);

    for (const token of [undefined, studentToken]) {
      const byId = await t.gql<ProfileData>(GET_PROFILE_OF, { userPvid: tutor.id }, { token });
      const byCode = await t.gql<ProfileData>(GET_PROFILE_OF, { code: tutor.token }, { token });
      for (const response of [byId, byCode]) {
        expect(response.errors).toBeUndefined();
        const profile = response.data?.getProfile;
        expect(profile).toMatchObject({
          userPvid: tutor.id,
          isOwner: false,
          description: 'Maths',
          gender: 'Female',
        });
        for (const field of PRIVATE_FIELDS) expect(profile?.[field], field).toBeNull();
      }
    }
    const asOwner = await t.gql<ProfileData>(GET_PROFILE_OF, { userPvid: tutor.id }, { token: tutorToken });
    expect(asOwner.data?.getProfile).toMatchObject({ isOwner: true, nric: 'S7654321A', balance: 990 });
  });

  it('is NOT_FOUND for students, companies, inactive or unknown users, and for malformed ids', async () => {
    const student = await makeStudent(t.deps.db);
    const { user: company } = await makeCompany(t.deps.db);
    const inactive = await makeTutor(t.deps.db, { isActive: false });
    const unverified = await makeTutor(t.deps.db, { verified: false });
    const viewer = await sessionFor(t, await makeStudent(t.deps.db));
    for (const variables of [
      { userPvid: student.id },
      { code: student.token },
      { userPvid: company.id },
      { userPvid: inactive.id },
      { userPvid: unverified.id },
      { userPvid: '00000000-0000-4000-8000-00000000abcd' },
      { userPvid: 'not-a-uuid' },
      { code: 'nope' },
    ]) {
      for (const token of [undefined, viewer]) {
        const response = await t.gql(GET_PROFILE_OF, variables, { token });
        expect(response.status).toBe(200);
        expectError(response, 'NOT_FOUND', 'notFound');
      }
    }
    // Their owners still see their own profiles.
    const studentToken = await sessionFor(t, student);
    const own = await t.gql<ProfileData>(GET_PROFILE_OF, { userPvid: student.id }, { token: studentToken });
    expect(own.data?.getProfile).toMatchObject({ isOwner: true, roleCode: 'STDN' });
  });

  it('reads the whole profile in a bounded number of queries, whatever the lists hold', async () => {
    const tutor = await makeTutor(t.deps.db);
    const token = await sessionFor(t, tutor);
    await t.gql(UPDATE_SKILL, { list: ['Algebra', 'Geometry', 'Calculus'] }, { token });
    await t.gql(
      UPDATE_SUBJECT,
      {
        list: [0, 1, 2].map((i) => ({
          programmeSubjectPvid: nth(sg.subjects, i).id,
          levels: [{ programmeLevelPvid: nth(sg.levels, i).id, pricePerHour: 3000 }],
        })),
      },
      { token },
    );
    const count = await countQueries(t, () => t.gql(GET_PROFILE_OF, { userPvid: tutor.id }));
    expect(count).toBeLessThanOrEqual(20);
  });
});

/** Counts the SQL statements a step sends (both drivers go through drizzle's session). */
async function countQueries(app: TestApp, step: () => Promise<unknown>): Promise<number> {
  const db = app.deps.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } };
  const original = db.session.prepareQuery.bind(db.session);
  let queries = 0;
  db.session.prepareQuery = (...args: unknown[]) => {
    queries += 1;
    return original(...args);
  };
  try {
    await step();
  } finally {
    db.session.prepareQuery = original;
  }
  return queries;
}

describe('profile views', () => {
  it('counts distinct signed-in viewers who came by code or from search, in 1, 2 and 4 week windows', async () => {
    const tutor = await makeTutor(t.deps.db, { firstName: 'Viewed' });
    const tutorToken = await sessionFor(t, tutor);
    const people = await Promise.all(
      ['Ann', 'Ben', 'Cal', 'Dee'].map((firstName) => makeStudent(t.deps.db, { firstName })),
    );
    const tokens = await Promise.all(people.map((person) => sessionFor(t, person)));
    const [ann, ben, cal, dee] = tokens;
    const start = t.clock.now();
    const day = 24 * 60 * 60 * 1000;

    // 20 days ago: Ann by code. 10 days ago: Ben from search. 2 days ago: Cal by code, Ann again.
    t.clock.set(new Date(start.getTime() - 20 * day));
    await t.gql(GET_PROFILE_OF, { code: tutor.token }, { token: ann });
    t.clock.set(new Date(start.getTime() - 10 * day));
    await t.gql(GET_PROFILE_OF, { userPvid: tutor.id, source: 'SRCH' }, { token: ben });
    t.clock.set(new Date(start.getTime() - 2 * day));
    await t.gql(GET_PROFILE_OF, { code: tutor.token }, { token: cal });
    t.clock.advance(60_000);
    await t.gql(GET_PROFILE_OF, { code: tutor.token }, { token: ann });
    // Not views: by userPvid without SRCH, by a guest, by the owner; a view 40 days ago is out of every window.
    await t.gql(GET_PROFILE_OF, { userPvid: tutor.id }, { token: dee });
    await t.gql(GET_PROFILE_OF, { code: tutor.token });
    await t.gql(GET_PROFILE_OF, { code: tutor.token }, { token: tutorToken });
    t.clock.set(new Date(start.getTime() - 40 * day));
    await t.gql(GET_PROFILE_OF, { code: tutor.token }, { token: dee });
    t.clock.set(start);

    const stats = await t.gql<{
      listWhoViewedProfile: {
        oneWeek: number;
        twoWeeks: number;
        oneMonth: number;
        viewers: { firstName: string }[];
      };
    }>(LIST_WHO_VIEWED, {}, { token: tutorToken });
    expect(stats.data?.listWhoViewedProfile).toMatchObject({ oneWeek: 2, twoWeeks: 3, oneMonth: 3 });
    expect(stats.data?.listWhoViewedProfile.viewers.map((viewer) => viewer.firstName)).toEqual([
      'Ann',
      'Cal',
      'Ben',
    ]);

    // A week later the 2-day-old views are 9 days old: out of the one-week window.
    t.clock.advance(7 * day);
    const later = await t.gql<{
      listWhoViewedProfile: { oneWeek: number; twoWeeks: number; oneMonth: number };
    }>(LIST_WHO_VIEWED, {}, { token: tutorToken });
    expect(later.data?.listWhoViewedProfile).toMatchObject({ oneWeek: 0, twoWeeks: 2, oneMonth: 3 });
    t.clock.set(start);

    // Only the owner's own statistics exist: a visitor is refused, another user sees their own (none).
    expectError(await t.gql(LIST_WHO_VIEWED), 'UNAUTHENTICATED', 'notLoggedIn');
    const others = await t.gql<{ listWhoViewedProfile: { oneMonth: number } }>(
      LIST_WHO_VIEWED,
      {},
      { token: ann },
    );
    expect(others.data?.listWhoViewedProfile.oneMonth).toBe(0);
  });
});

describe('findSkills, getSuggestionPrice, getTutorArticles', () => {
  it('suggests existing skill names containing the filter, one spelling each, at most 10', async () => {
    const first = await sessionFor(t, await makeTutor(t.deps.db));
    const second = await sessionFor(t, await makeTutor(t.deps.db));
    await t.gql(
      UPDATE_SKILL,
      { list: ['Public Speaking', 'Speed reading', 'spreadsheets'] },
      { token: first },
    );
    await t.gql(UPDATE_SKILL, { list: ['public speaking', '100%_sure'] }, { token: second });
    const found = await t.gql<{ findSkills: string[] }>(FIND_SKILLS, { filter: 'SPE' });
    expect(found.data?.findSkills).toEqual(['Speed reading', 'Public Speaking']);
    const wildcard = await t.gql<{ findSkills: string[] }>(FIND_SKILLS, { filter: '%_' });
    expect(wildcard.data?.findSkills).toEqual(['100%_sure']);
    const third = await sessionFor(t, await makeTutor(t.deps.db));
    await t.gql(
      UPDATE_SKILL,
      { list: Array.from({ length: 12 }, (_, i) => `Skill number ${i}`) },
      { token: third },
    );
    expect(
      (await t.gql<{ findSkills: string[] }>(FIND_SKILLS, { filter: 'number' })).data?.findSkills,
    ).toHaveLength(10);
  });

  it("gives the market's price settings in minor units: the viewer's market by default, else Singapore", async () => {
    const id = await t.gql<{ getSuggestionPrice: Record<string, unknown> }>(GET_SUGGESTION_PRICE, {
      country: 'id',
    });
    expect(id.data?.getSuggestionPrice).toEqual({
      country: 'id',
      currency: 'IDR',
      suggestionMin: 50000,
      suggestionMax: 350000,
      minimumTariff: 20000,
      sliderMin: 10000,
      sliderMax: 500000,
      sliderStep: 10000,
    });
    const guest = await t.gql<{ getSuggestionPrice: Record<string, unknown> }>(GET_SUGGESTION_PRICE);
    expect(guest.data?.getSuggestionPrice).toMatchObject({
      country: 'sg',
      minimumTariff: majorToMinor(MARKETS.sg.minimumTariff, 'SGD'),
      suggestionMax: 10000,
    });
    const malaysian = await sessionFor(t, await makeTutor(t.deps.db, { country: 'my' }));
    const mine = await t.gql<{ getSuggestionPrice: Record<string, unknown> }>(
      GET_SUGGESTION_PRICE,
      {},
      {
        token: malaysian,
      },
    );
    expect(mine.data?.getSuggestionPrice).toMatchObject({
      country: 'my',
      currency: 'MYR',
      minimumTariff: 700,
    });
    expectError(await t.gql(GET_SUGGESTION_PRICE, { country: 'xx' }), 'BAD_USER_INPUT', 'unknownCountry', {
      country: 'unknownCountry',
    });
  });

  it('lists published articles only, to everyone and to their author (whose drafts are on reads/list)', async () => {
    const tutor = await makeTutor(t.deps.db);
    const now = t.clock.now();
    await t.deps.db.insert(tutorArticles).values([
      {
        tutorUserId: tutor.id,
        title: 'Fractions made easy',
        status: 'PUBLISHED',
        tags: ['maths'],
        publishedAt: now,
        views: 12,
      },
      { tutorUserId: tutor.id, title: 'Draft on vectors', status: 'DRAFT', tags: [] },
      { tutorUserId: tutor.id, title: 'Waiting for review', status: 'IN_REVIEW', tags: ['physics'] },
    ]);
    type Articles = { getTutorArticles: { title: string; status: string; tags: string[]; views: number }[] };
    const publicList = await t.gql<Articles>(GET_TUTOR_ARTICLES, { tutorPvid: tutor.id });
    expect(publicList.data?.getTutorArticles).toEqual([
      expect.objectContaining({
        title: 'Fractions made easy',
        status: 'PUBLISHED',
        tags: ['maths'],
        views: 12,
      }),
    ]);
    const otherToken = await sessionFor(t, await makeTutor(t.deps.db));
    expect(
      (await t.gql<Articles>(GET_TUTOR_ARTICLES, { tutorPvid: tutor.id }, { token: otherToken })).data
        ?.getTutorArticles,
    ).toHaveLength(1);
    const own = await t.gql<Articles>(
      GET_TUTOR_ARTICLES,
      { tutorPvid: tutor.id },
      { token: await sessionFor(t, tutor) },
    );
    expect(own.data?.getTutorArticles.map((article) => article.status)).toEqual(['PUBLISHED']);
    expect((await t.gql<Articles>(GET_TUTOR_ARTICLES, { tutorPvid: 'x' })).data?.getTutorArticles).toEqual(
      [],
    );
  });
});

describe('profileCompletionRequest', () => {
  it('mails the tutor once a day per asker and section, and needs a signed-in asker and a real section', async () => {
    const tutor = await makeTutor(t.deps.db, {
      email: 'asked@example.test',
      firstName: 'Asked',
      country: 'id',
    });
    const student = await makeStudent(t.deps.db, { firstName: 'Curious', lastName: 'Parent' });
    const token = await sessionFor(t, student);
    const ask = { userPvid: tutor.id, section: 'IntroductionVideo', messages: 'Would love to see a video!' };

    const response = await t.gql(PROFILE_COMPLETION_REQUEST, ask, { token });
    expect(response.data).toEqual({
      profileCompletionRequest: { success: true, message: MESSAGES.completionRequestSent },
    });
    const mail = await latestMailTo(t, 'asked@example.test');
    expect(mail.subject).toContain('Video perkenalan');
    expect(mail.text).toContain('Curious Parent');
    expect(mail.text).toContain('Would love to see a video!');
    expect(mail.links).toEqual(['http://ajar.test/id/profile/me']);

    await t.gql(PROFILE_COMPLETION_REQUEST, ask, { token });
    expect(await mailsTo(t, 'asked@example.test')).toHaveLength(1);
    t.clock.advance(25 * 60 * 60 * 1000);
    await t.gql(PROFILE_COMPLETION_REQUEST, ask, { token });
    expect(await mailsTo(t, 'asked@example.test')).toHaveLength(2);

    expectError(
      await t.gql(PROFILE_COMPLETION_REQUEST, { ...ask, section: 'Hobbies' }, { token }),
      'BAD_USER_INPUT',
      'sectionRequired',
      {
        section: 'sectionRequired',
      },
    );
    expectError(
      await t.gql(PROFILE_COMPLETION_REQUEST, { ...ask, section: '' }, { token }),
      'BAD_USER_INPUT',
      'sectionRequired',
    );
    expectError(
      await t.gql(PROFILE_COMPLETION_REQUEST, { ...ask, messages: 'x'.repeat(701) }, { token }),
      'BAD_USER_INPUT',
      'textTooLong',
    );
    const guest = await t.gql(PROFILE_COMPLETION_REQUEST, ask);
    expectError(guest, 'UNAUTHENTICATED', 'notLoggedIn');
    expectError(
      await t.gql(PROFILE_COMPLETION_REQUEST, { ...ask, userPvid: student.id }, { token }),
      'NOT_FOUND',
      'notFound',
    );
    expect(await mailsTo(t, 'asked@example.test')).toHaveLength(2);
  });
});
