import { COUNTRY_CODES, MARKETS, PROFILE_VISIBILITY_THRESHOLD, majorToMinor } from '@ajar/domain';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, roles, users } from '../../modules/account/testing';
import { assignments } from '../../modules/assignment/testing';
import { cities, curricula } from '../../modules/reference/testing';
import { expectSoundLedger } from '../../modules/ledger/testing';
import { resources } from '../../modules/resource/testing';
import { SIGN_IN } from '../../test/account-operations';
import { expectError, signInToken } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../../infra/search/search-text';
import { makeStudent } from './factories';
import { ID_TEXTS } from './profile-texts-id';
import { READS_ARTICLES } from './seed-reads';
import { EN_TEXTS } from './profile-texts';
import { reseedDemo, seedDemo } from './seed';

/** A small crowd keeps these tests quick; seed-crowd.test.ts checks the real first-start counts. */
const CROWD = Object.fromEntries(COUNTRY_CODES.map((country) => [country, 5]));
const HAND_WRITTEN = 4;
/** Crowd tutors' emails: first.last.<country>@ajar.test. */
const CROWD_EMAIL = /^[a-z0-9]+\.[a-z0-9]+\.[a-z]{2}@ajar\.test$/;

interface DemoProfile {
  subjectList: { levels: { pricePerHour: number }[] }[];
  counsellingSubjects: { pricePerHour: number }[];
  nonAcademic: { subNonAcademic: { pricePerHour: number }[] }[];
  education: unknown[];
  experience: unknown[];
  skills: unknown[];
  otherPlatforms: unknown[];
  testimonialCount: number;
  completionUser: { completionPercent: number };
}

const DEMO_PROFILE = `query($userPvid: ID) {
  getProfile(userPvid: $userPvid) {
    subjectList { levels { pricePerHour } }
    counsellingSubjects { pricePerHour }
    nonAcademic { subNonAcademic { pricePerHour } }
    education { pvid } experience { pvid } skills { pvid } otherPlatforms { pvid }
    testimonialCount completionUser { completionPercent }
  }
}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('fills an empty database once, with reference lists and people in every market', async () => {
    expect(await seedDemo(t.deps.db, new Date(), { crowd: CROWD })).toBe(true);
    expect(await seedDemo(t.deps.db)).toBe(false);

    const [reference] = await t.deps.db.select({ n: count() }).from(curricula);
    expect(reference?.n).toBeGreaterThan(0);

    const people = await t.deps.db
      .select({ country: users.country, role: roles.code, kind: users.tutorKind })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId));
    for (const country of COUNTRY_CODES) {
      const here = people.filter((person) => person.country === country);
      expect(new Set(here.filter((p) => p.role === 'TTR0').map((p) => p.kind)), country).toEqual(
        new Set(['ACADEMIC', 'LIFELONG', 'COUNSELLING']),
      );
      expect(here.filter((p) => p.role === 'STDN').length, country).toBeGreaterThanOrEqual(2);
      expect(
        here.filter((p) => p.role === 'CMPN'),
        country,
      ).toHaveLength(1);
    }
    const [companyCount] = await t.deps.db.select({ n: count() }).from(companies);
    expect(companyCount?.n).toBe(COUNTRY_CODES.length);

    // Open assignments from the first demo student, so the public lists are not empty.
    const open = await t.deps.db
      .select({ country: assignments.country, email: users.email })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.studentId))
      .where(eq(assignments.isActive, true));
    expect(open.filter((row) => row.country === 'sg').map((row) => row.email)).toEqual([
      'student@ajar.test',
      'student@ajar.test',
    ]);
    expect(open.filter((row) => row.country === 'id')).toHaveLength(1);
  });

  it('has the documented demo logins', async () => {
    for (const email of [
      'student@ajar.test',
      'tutor@ajar.test',
      'coach@ajar.test',
      'counsellor@ajar.test',
      'company@ajar.test',
      'student.id@ajar.test',
      'tutor.my@ajar.test',
      'company.us@ajar.test',
    ]) {
      expect(await signInToken(t, email, 'password123'), email).toBeTruthy();
    }
    expectError(
      await t.gql(SIGN_IN, { email: 'unverified@ajar.test', password: 'password123' }),
      'FORBIDDEN',
      'accountNotVerified',
    );
  });

  it("gives each market's first tutor a credits purchase, through the ledger", async () => {
    for (const email of ['tutor@ajar.test', 'tutor.id@ajar.test']) {
      const token = await signInToken(t, email, 'password123');
      const credits = await t.gql<{
        getUserCredits: { credits: number };
        getUserCreditsHistory: { amount: number; type: string }[];
      }>('{ getUserCredits { credits } getUserCreditsHistory { amount type } }', {}, { token });
      expect(credits.data, email).toEqual({
        getUserCredits: { credits: 250 },
        getUserCreditsHistory: [{ amount: 250, type: 'PURCHASE' }],
      });
    }
    await expectSoundLedger(t.deps.db);
  });

  it("gives every market's demo student learning goals in the market's currency", async () => {
    for (const country of COUNTRY_CODES) {
      const email = country === 'sg' ? 'student@ajar.test' : `student.${country}@ajar.test`;
      const token = await signInToken(t, email, 'password123');
      const answer = await t.gql<{
        myLearningGoals: { goal: string; currency: string; subjects: unknown[] };
      }>('{ myLearningGoals { goal currency subjects { pvid } } }', {}, { token });
      expect(answer.data?.myLearningGoals, email).toMatchObject({
        goal: 'EXAM',
        currency: MARKETS[country].currency,
      });
      expect(answer.data?.myLearningGoals.subjects, email).toHaveLength(1);
    }
  });

  it('gives the demo tutors ratings from lessons their students had, with one link testimonial apart', async () => {
    const rows = await t.deps.db.execute(sql`
      select u.email,
        count(*) filter (where t.booking_id is not null) as lesson_reviews,
        count(*) filter (where t.booking_id is null) as link_testimonials,
        bool_and(t.booking_id is null or (b.status = 'DONE' and b.student_id = t.reviewer_user_id
          and b.tutor_id = t.tutor_user_id and b.end_time < t.created_at)) as lessons_match
      from testimonials t join users u on u.id = t.tutor_user_id left join bookings b on b.id = t.booking_id
      where t.status = 'ACTIVE' and u.email like '%@ajar.test'
      group by u.email`);
    const byTutor = new Map(
      rowsOf<{ email: string; lesson_reviews: string; link_testimonials: string; lessons_match: boolean }>(
        rows,
      ).map((row) => [row.email, row]),
    );
    const tutor = byTutor.get('tutor@ajar.test');
    expect(Number(tutor?.lesson_reviews)).toBe(2);
    expect(Number(tutor?.link_testimonials)).toBe(1);
    for (const row of byTutor.values()) expect(row.lessons_match, row.email).toBe(true);
    const [first] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'tutor@ajar.test'));
    const profile = await t.gql<{ getProfile: { averageRating: number | null; reviewCount: number } }>(
      'query($id: ID) { getProfile(userPvid: $id) { averageRating reviewCount } }',
      { id: first?.id },
    );
    expect(profile.data?.getProfile).toEqual({ averageRating: expect.any(Number), reviewCount: 2 });
    await expectSoundLedger(t.deps.db);
  });

  it('gives every demo tutor a believable profile with prices inside the market range', async () => {
    const tutors = await t.deps.db
      .select({ id: users.id, email: users.email, country: users.country, kind: users.tutorKind })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(roles.code, 'TTR0'), like(users.email, '%@ajar.test')));
    expect(tutors.length).toBe(COUNTRY_CODES.length * (HAND_WRITTEN + 5));
    for (const tutor of tutors) {
      const response = await t.gql<{ getProfile: DemoProfile }>(DEMO_PROFILE, { userPvid: tutor.id });
      const profile = response.data?.getProfile;
      if (!profile) throw new Error(`${tutor.email}: ${JSON.stringify(response.errors)}`);
      const market = MARKETS[tutor.country];
      const range = [market.suggestionRange.min, market.suggestionRange.max].map((major) =>
        majorToMinor(major, market.currency),
      );
      const prices = [
        ...profile.subjectList.flatMap((subject) => subject.levels.map((level) => level.pricePerHour)),
        ...profile.counsellingSubjects.map((subject) => subject.pricePerHour),
        ...profile.nonAcademic.flatMap((category) => category.subNonAcademic.map((sub) => sub.pricePerHour)),
      ];
      expect(prices.length, tutor.email).toBeGreaterThan(0);
      for (const price of prices) {
        expect(price, tutor.email).toBeGreaterThanOrEqual(range[0] ?? 0);
        expect(price, tutor.email).toBeLessThanOrEqual(range[1] ?? 0);
      }
      if (tutor.kind === 'ACADEMIC') expect(profile.subjectList.length, tutor.email).toBeGreaterThan(0);
      if (tutor.kind === 'LIFELONG') expect(profile.nonAcademic.length, tutor.email).toBeGreaterThan(0);
      if (tutor.kind === 'COUNSELLING')
        expect(profile.counsellingSubjects.length, tutor.email).toBeGreaterThan(0);
      expect(profile.education.length, tutor.email).toBeGreaterThan(0);
      expect(profile.experience.length, tutor.email).toBeGreaterThan(0);
      expect(profile.skills.length, tutor.email).toBeGreaterThan(0);
      expect(profile.otherPlatforms.length, tutor.email).toBeGreaterThan(0);
      // Everything but the files (avatars and videos come from the uploads seed step).
      expect(profile.completionUser.completionPercent, tutor.email).toBe(62.5);
      // The crowd (first.last.<cc>@) may have no testimonial or article yet; the hand-written people do.
      if (CROWD_EMAIL.test(tutor.email)) continue;
      expect(profile.testimonialCount, tutor.email).toBeGreaterThanOrEqual(2);
      const articles = await t.gql<{ getTutorArticles: { status: string }[] }>(
        'query($id: ID!) { getTutorArticles(tutorPvid: $id) { status } }',
        { id: tutor.id },
      );
      expect(articles.data?.getTutorArticles.length, tutor.email).toBeGreaterThanOrEqual(1);
    }
  });

  it('has Indonesian tutors write in Indonesian and the others in English', async () => {
    const query = `query($userPvid: ID) { getProfile(userPvid: $userPvid) { description skills { name } } }`;
    const tutors = await t.deps.db
      .select({ id: users.id, email: users.email, country: users.country, kind: users.tutorKind })
      .from(users)
      .where(like(users.email, '%.__@ajar.test'));
    for (const country of ['id', 'sg'] as const) {
      const texts = country === 'id' ? ID_TEXTS : EN_TEXTS;
      const crowd = tutors.filter((tutor) => tutor.country === country && CROWD_EMAIL.test(tutor.email));
      expect(crowd.length, country).toBe(5);
      for (const tutor of crowd) {
        const response = await t.gql<{ getProfile: { description: string; skills: { name: string }[] } }>(
          query,
          { userPvid: tutor.id },
        );
        const profile = response.data?.getProfile;
        if (!profile) throw new Error(JSON.stringify(response.errors));
        expect(profile.description, tutor.email).toMatch(
          country === 'id' ? / dengan pengalaman \d+ tahun\./ : / with \d+ years? of experience\./,
        );
        for (const skill of profile.skills)
          expect(texts.skills[tutor.kind ?? 'ACADEMIC'], tutor.email).toContain(skill.name);
        const reviews = await t.gql<{ getTestimonialList: { comment: string }[] }>(
          'query($id: ID!) { getTestimonialList(userPvid: $id) { comment } }',
          { id: tutor.id },
        );
        for (const review of reviews.data?.getTestimonialList ?? [])
          expect(texts.reviews[tutor.kind ?? 'ACADEMIC'], tutor.email).toContain(review.comment);
      }
    }
    // The hand-written Indonesian tutors' articles are Indonesian too.
    const [budi] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'tutor.id@ajar.test'));
    const articles = await t.gql<{ getTutorArticles: { title: string }[] }>(
      'query($id: ID!) { getTutorArticles(tutorPvid: $id) { title } }',
      { id: budi?.id },
    );
    const titles = articles.data?.getTutorArticles.map((article) => article.title) ?? [];
    expect(titles.length).toBeGreaterThan(0);
    // Those of the profile texts, and the Reads seed's Indonesian articles.
    const indonesian = [...ID_TEXTS.articles.ACADEMIC, ...READS_ARTICLES.id].map((article) => article.title);
    for (const title of titles) expect(indonesian).toContain(title);
  });

  it("has the team's account, with open reports in the console's queue", async () => {
    const token = await signInToken(t, 'staff@ajar.test');
    const queue = await t.gql<{
      getStaffReports: { total: number; items: { id: string; targetType: string }[] };
    }>('query { getStaffReports(status: OPEN) { total items { id targetType } } }', {}, { token });
    expect(queue.data?.getStaffReports.items.map((item) => item.targetType).sort()).toEqual([
      'PROFILE',
      'PROFILE',
      'REVIEW',
    ]);
    // A staff action: the re-seed below must retire this account rather than delete its audit trail.
    const [first] = queue.data?.getStaffReports.items ?? [];
    const dismissed = await t.gql(
      'mutation($id: ID!) { resolveReport(reportId: $id, action: DISMISS, note: "Seen") { status } }',
      { id: first?.id },
      { token },
    );
    expect(dismissed.errors).toBeUndefined();
  });

  it('re-seeds: demo accounts are replaced, bulk tutors added, other accounts kept', async () => {
    await makeStudent(t.deps.db, { email: 'real.person@example.test' });
    await reseedDemo(t.deps.db, { tutors: 30, storage: t.deps.storage, crowd: CROWD });
    const [bulk] = await t.deps.db
      .select({ n: count() })
      .from(users)
      .where(like(users.email, 'bulk-tutor-%'));
    expect(bulk?.n).toBe(30);
    const [kept] = await t.deps.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'real.person@example.test'));
    expect(kept?.n).toBe(1);
    expect(await signInToken(t, 'tutor@ajar.test')).toBeTruthy();
    expect(await signInToken(t, 'staff@ajar.test')).toBeTruthy();
  });

  it('makes bulk tutors complete enough to be listed, with an avatar, a city address and distinct names', async () => {
    const bulk = await t.deps.db
      .select({
        id: users.id,
        email: users.email,
        country: users.country,
        kind: users.tutorKind,
        firstName: users.firstName,
        lastName: users.lastName,
        address: users.address,
        avatarUrl: users.avatarUrl,
      })
      .from(users)
      .where(like(users.email, 'bulk-tutor-%'));
    expect(bulk).toHaveLength(30);
    expect(new Set(bulk.map((tutor) => tutor.country))).toEqual(new Set(COUNTRY_CODES));
    expect(new Set(bulk.map((tutor) => tutor.kind))).toEqual(
      new Set(['ACADEMIC', 'LIFELONG', 'COUNSELLING']),
    );
    expect(new Set(bulk.map((tutor) => `${tutor.country} ${tutor.firstName} ${tutor.lastName}`)).size).toBe(
      30,
    );
    const [avatarPath] = new Set(bulk.map((tutor) => tutor.avatarUrl));
    expect(avatarPath).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const avatar = await t.app.inject({ method: 'GET', url: avatarPath ?? '' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    const [avatarRows] = await t.deps.db
      .select({ n: count() })
      .from(resources)
      .where(and(eq(resources.path, avatarPath ?? ''), eq(resources.kind, 'AVATAR')));
    expect(avatarRows?.n).toBe(1);

    const cityNames = await t.deps.db.select({ country: cities.country, name: cities.name }).from(cities);
    for (const tutor of bulk) {
      const response = await t.gql<{ getProfile: DemoProfile & { address: string | null } }>(
        `query($userPvid: ID) { getProfile(userPvid: $userPvid) {
          address subjectList { levels { pricePerHour } } counsellingSubjects { pricePerHour }
          nonAcademic { subNonAcademic { pricePerHour } } education { pvid } experience { pvid }
          skills { pvid } otherPlatforms { pvid } testimonialCount completionUser { completionPercent }
        } }`,
        { userPvid: tutor.id },
      );
      const profile = response.data?.getProfile;
      if (!profile) throw new Error(`${tutor.email}: ${JSON.stringify(response.errors)}`);
      expect(profile.completionUser.completionPercent, tutor.email).toBeGreaterThanOrEqual(
        PROFILE_VISIBILITY_THRESHOLD,
      );
      const market = MARKETS[tutor.country];
      const [min, max] = [market.suggestionRange.min, market.suggestionRange.max].map((major) =>
        majorToMinor(major, market.currency),
      );
      const prices = [
        ...profile.subjectList.flatMap((subject) => subject.levels.map((level) => level.pricePerHour)),
        ...profile.counsellingSubjects.map((subject) => subject.pricePerHour),
        ...profile.nonAcademic.flatMap((category) => category.subNonAcademic.map((sub) => sub.pricePerHour)),
      ];
      expect(prices.length, tutor.email).toBeGreaterThan(0);
      for (const price of prices) {
        expect(price, tutor.email).toBeGreaterThanOrEqual(min ?? 0);
        expect(price, tutor.email).toBeLessThanOrEqual(max ?? 0);
      }
      if (tutor.kind === 'ACADEMIC') {
        expect(profile.subjectList.length, tutor.email).toBeGreaterThanOrEqual(1);
        expect(profile.subjectList.length, tutor.email).toBeLessThanOrEqual(3);
      }
      const city = cityNames.find(
        (row) => row.country === tutor.country && tutor.address?.startsWith(`${row.name}, `),
      );
      expect(city, `${tutor.email}: ${tutor.address}`).toBeDefined();
    }
  });
});
