import { PREVIEW_DESCRIPTION_MAX, SEARCH_HITS_PER_PAGE } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { marketReference, nth, sessionFor, type MarketReference } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { users } from '../account/testing';
import { tutorArticles } from '../reads/testing';
import { searchTutorsByUserIds } from './search-cards';
import { makeSearchTutor } from './testing/search-fixtures';
import { FIND_TUTORS, TUTOR_FIELDS, type TutorPage } from './testing/search-test-helpers';

const FIND_COACHES = `query FindCoaches($keywords: String, $price_range: PriceRange, $limit: Int, $page: Int,
  $recently: Boolean, $alphabet: Boolean, $country: String, $location: String, $coachesSubjectPvid: ID,
  $cities: [String!]) {
  findCoaches(keywords: $keywords, price_range: $price_range, limit: $limit, page: $page, recently: $recently,
    alphabet: $alphabet, country: $country, location: $location, coachesSubjectPvid: $coachesSubjectPvid,
    cities: $cities) {
    page total totalPages
    coaches {
      pvid userPvid firstName lastName address token pricePerHour currency country description
      completionUser { pvid completionPercent } completionDetail { pvid profileSection complete }
      userSubject { pvid orderList programSubjectCoachesPvid pricePerHour subject { pvid name country } }
      resource { path }
    }
  }
}`;

const MATCHING = `query Matching($lessonPerWeek: Int!, $preferredDays: [String!]!, $subjects: [ID!]!, $country: String) {
  getMatchingTutors(lessonPerWeek: $lessonPerWeek, preferredDays: $preferredDays, subjects: $subjects, country: $country) {
    tutor { ${TUTOR_FIELDS} } matchedSubjects weeklyPrice
  }
}`;

const GLOBAL = `query Global($keywords: String!, $country: String) {
  globalSearch(keywords: $keywords, country: $country) {
    tutors { id FirstName LastName Description Address Subjects Prices experienceInYears Country Token skill rating
      testimonial currency avatar }
    contents { id Title Subject Price Currency Tags views sales Rating reviews Description authorName authorToken
      authorUserPvid }
  }
}`;

const SORT = `query Sort($recently: Boolean, $alphabet: Boolean, $country: String, $page: Int, $limit: Int) {
  sortTutors(recently: $recently, alphabet: $alphabet, country: $country, page: $page, limit: $limit) {
    page total totalPages tutors { firstName }
  }
}`;

interface CoachPage {
  total: number;
  coaches: {
    userPvid: string;
    firstName: string;
    pricePerHour: number;
    userSubject: {
      programSubjectCoachesPvid: string;
      pricePerHour: number;
      subject: { name: string; country: string };
    }[];
    completionDetail: { profileSection: string; complete: boolean }[];
    completionUser: { completionPercent: number };
  }[];
}

describe('coaches, matching guide, global search', () => {
  let t: TestApp;
  let sg: MarketReference;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    sg = await marketReference(t, 'sg');
    const my = await marketReference(t, 'my');
    const maths = nth(sg.subjects, 1).id;
    const physics = nth(sg.subjects, 4).id;
    ids['john'] = (
      await makeSearchTutor(t, {
        firstName: 'John',
        lastName: 'Smith',
        skills: ['Algebra', 'Exam coaching'],
        offers: [
          { subjectId: maths, levelId: nth(sg.levels, 0).id, price: 3000 },
          { subjectId: physics, levelId: nth(sg.levels, 0).id, price: 3500 },
        ],
      })
    ).id;
    ids['ahmad'] = (
      await makeSearchTutor(t, {
        firstName: 'Ahmad',
        lastName: 'Rahman',
        offers: [{ subjectId: maths, levelId: nth(sg.levels, 0).id, price: 8000 }],
      })
    ).id;
    ids['carl'] = (
      await makeSearchTutor(t, {
        firstName: 'Carl',
        lastName: 'Counsel',
        kind: 'COUNSELLING',
        address: 'Clementi, Singapore',
        counselling: [
          { id: nth(sg.counselling, 0).id, price: 6000 },
          { id: nth(sg.counselling, 1).id, price: 4500 },
        ],
      })
    ).id;
    ids['cora'] = (
      await makeSearchTutor(t, {
        firstName: 'Cora',
        lastName: 'Guide',
        kind: 'COUNSELLING',
        address: 'Bedok, Singapore',
        counselling: [{ id: nth(sg.counselling, 1).id, price: 9000 }],
      })
    ).id;
    await makeSearchTutor(t, {
      firstName: 'Hidden',
      lastName: 'Counsel',
      kind: 'COUNSELLING',
      incomplete: true,
      counselling: [{ id: nth(sg.counselling, 0).id, price: 6000 }],
    });
    ids['myJohn'] = (
      await makeSearchTutor(t, {
        firstName: 'John',
        lastName: 'Smith',
        country: 'my',
        offers: [{ subjectId: nth(my.subjects, 0).id, levelId: nth(my.levels, 0).id, price: 4000 }],
      })
    ).id;
    const long = 'Algebra made simple. '.repeat(20);
    await t.deps.db.insert(tutorArticles).values([
      ...Array.from({ length: 12 }, (_item, index) => ({
        tutorUserId: ids['john'] ?? '',
        title: `Algebra tips ${index + 1}`,
        body: long,
        tags: ['Mathematics', 'Algebra'],
        status: 'PUBLISHED' as const,
        views: index,
        comments: 2,
        publishedAt: new Date(Date.UTC(2025, 0, index + 1)),
      })),
      { tutorUserId: ids['john'] ?? '', title: 'Algebra draft', body: 'x', status: 'DRAFT' as const },
      {
        tutorUserId: ids['myJohn'] ?? '',
        title: 'Algebra in Malaysia',
        body: 'x',
        status: 'PUBLISHED' as const,
        publishedAt: new Date(),
      },
      {
        tutorUserId: ids['ahmad'] ?? '',
        title: 'Physics for beginners',
        body: 'Forces and motion',
        tags: ['Physics'],
        status: 'PUBLISHED' as const,
        publishedAt: new Date(),
      },
    ]);
    await t.flushSearch();
  });
  afterAll(async () => t.close());

  describe('findCoaches', () => {
    async function coaches(variables: Record<string, unknown>): Promise<CoachPage> {
      const response = await t.gql<{ findCoaches: CoachPage }>(FIND_COACHES, variables);
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return response.data?.findCoaches as CoachPage;
    }
    const names = (page: CoachPage) => page.coaches.map((coach) => coach.firstName);

    it('lists listed counsellors with their counselling subjects and completion detail', async () => {
      const page = await coaches({});
      expect(page.total).toBe(2);
      expect(names(page).sort()).toEqual(['Carl', 'Cora']);
      const carl = page.coaches.find((coach) => coach.firstName === 'Carl');
      expect(carl?.pricePerHour).toBe(4500);
      expect(carl?.userSubject.map((subject) => subject.subject.name)).toEqual([
        nth(sg.counselling, 0).name,
        nth(sg.counselling, 1).name,
      ]);
      expect(carl?.userSubject[0]).toMatchObject({
        programSubjectCoachesPvid: nth(sg.counselling, 0).id,
        pricePerHour: 6000,
        subject: { country: 'sg' },
      });
      expect(carl?.completionDetail).toHaveLength(7);
      expect(carl?.completionDetail.every((section) => section.complete)).toBe(true);
      expect(carl?.completionUser.completionPercent).toBe(100);
    });

    it('filters by subject, price, place and keywords, and sorts', async () => {
      expect(names(await coaches({ coachesSubjectPvid: nth(sg.counselling, 0).id }))).toEqual(['Carl']);
      expect(names(await coaches({ price_range: { startPrice: 8000 } }))).toEqual(['Cora']);
      expect(names(await coaches({ location: 'bedok' }))).toEqual(['Cora']);
      expect(names(await coaches({ cities: ['Clementi'] }))).toEqual(['Carl']);
      expect(names(await coaches({ keywords: 'Crl Counsel' }))).toEqual(['Carl']);
      expect(names(await coaches({ alphabet: true }))).toEqual(['Carl', 'Cora']);
      expect(names(await coaches({ country: 'my' }))).toEqual([]);
      expect((await coaches({ limit: 1, page: 2 })).coaches).toHaveLength(1);
      expectError(
        await t.gql(FIND_COACHES, { keywords: 'x'.repeat(101) }),
        'BAD_USER_INPUT',
        'searchTooLong',
      );
    });
  });

  describe('getMatchingTutors', () => {
    interface Match {
      tutor: { userPvid: string; pricePerHour: number };
      matchedSubjects: string[];
      weeklyPrice: number | null;
    }
    it('ranks tutors by how many asked subjects they teach, with the weekly price', async () => {
      const response = await t.gql<{ getMatchingTutors: Match[] }>(MATCHING, {
        lessonPerWeek: 2,
        preferredDays: ['Mon', 'Thu'],
        subjects: [nth(sg.subjects, 1).id, nth(sg.subjects, 4).id],
      });
      expect(response.errors).toBeUndefined();
      const matches = response.data?.getMatchingTutors ?? [];
      expect(matches.map((match) => match.tutor.userPvid)).toEqual([ids['john'], ids['ahmad']]);
      expect(matches[0]).toMatchObject({ matchedSubjects: ['Mathematics', 'Physics'], weeklyPrice: 6000 });
      expect(matches[1]).toMatchObject({ matchedSubjects: ['Mathematics'], weeklyPrice: 16000 });
    });

    it('stays in the market and refuses impossible requests', async () => {
      const other = await t.gql<{ getMatchingTutors: Match[] }>(MATCHING, {
        lessonPerWeek: 1,
        preferredDays: [],
        subjects: [nth(sg.subjects, 1).id],
        country: 'my',
      });
      expect(other.data?.getMatchingTutors).toEqual([]);
      for (const variables of [
        { lessonPerWeek: 15, preferredDays: ['Mon'], subjects: [nth(sg.subjects, 1).id] },
        { lessonPerWeek: 0, preferredDays: ['Mon'], subjects: [nth(sg.subjects, 1).id] },
        { lessonPerWeek: 1, preferredDays: ['Funday'], subjects: [nth(sg.subjects, 1).id] },
        { lessonPerWeek: 1, preferredDays: ['Mon'], subjects: [] },
        {
          lessonPerWeek: 1,
          preferredDays: ['Mon'],
          subjects: sg.subjects.slice(0, 11).map((subject) => subject.id),
        },
      ])
        expectError(await t.gql(MATCHING, variables), 'BAD_USER_INPUT', 'invalidMatchingRequest');
    });
  });

  describe('globalSearch', () => {
    interface Global {
      tutors: {
        id: string;
        Subjects: string[];
        Prices: number[];
        skill: string[];
        Country: string;
        avatar: string;
      }[];
      contents: {
        id: string;
        Title: string;
        Description: string;
        Subject: string;
        Price: number;
        Currency: string;
        authorUserPvid: string;
        reviews: number;
      }[];
    }
    async function global(variables: Record<string, unknown>): Promise<Global> {
      const response = await t.gql<{ globalSearch: Global }>(GLOBAL, variables);
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return response.data?.globalSearch as Global;
    }

    it('finds tutors and published contents of the market, 10 each at most', async () => {
      const hits = await global({ keywords: 'algebra' });
      expect(hits.tutors.map((tutor) => tutor.id)).toEqual([ids['john']]);
      expect(hits.tutors[0]).toMatchObject({
        Subjects: ['Mathematics', 'Physics'],
        Prices: [3000, 3500],
        skill: ['Algebra', 'Exam coaching'],
        Country: 'sg',
      });
      expect(hits.contents).toHaveLength(SEARCH_HITS_PER_PAGE);
      expect(hits.contents.every((content) => content.Title.startsWith('Algebra tips'))).toBe(true);
      expect(hits.contents[0]).toMatchObject({
        Subject: 'Mathematics',
        Price: 0,
        Currency: 'SGD',
        reviews: 2,
        authorUserPvid: ids['john'],
      });
      expect(hits.contents[0]?.Description).toHaveLength(PREVIEW_DESCRIPTION_MAX + 3);
    });

    it('is typo tolerant, isolated per market, and lists defaults without keywords', async () => {
      const typo = await global({ keywords: 'Phisics' });
      expect(typo.tutors.map((tutor) => tutor.id)).toEqual([ids['john']]);
      expect(typo.contents.map((content) => content.Title)).toEqual(['Physics for beginners']);
      const my = await global({ keywords: 'algebra', country: 'my' });
      expect(my.tutors).toEqual([]);
      expect(my.contents.map((content) => content.Title)).toEqual(['Algebra in Malaysia']);
      const all = await global({ keywords: '' });
      expect(all.tutors.length).toBe(4);
      expect(all.contents).toHaveLength(SEARCH_HITS_PER_PAGE);
      expectError(await t.gql(GLOBAL, { keywords: 'x'.repeat(101) }), 'BAD_USER_INPUT', 'searchTooLong');
    });
  });

  describe('sortTutors and cards', () => {
    it('sorts the default listing', async () => {
      const response = await t.gql<{ sortTutors: TutorPage }>(SORT, { alphabet: true, limit: 1, page: 2 });
      expect(response.data?.sortTutors).toMatchObject({
        page: 2,
        total: 2,
        totalPages: 2,
        tutors: [{ firstName: 'John' }],
      });
    });

    it('gives favourites the cards of listed tutors only', async () => {
      const cards = await searchTutorsByUserIds(t.deps.db, [
        ids['john'] ?? '',
        ids['carl'] ?? '',
        ids['myJohn'] ?? '',
      ]);
      expect([...cards.keys()].sort()).toEqual([ids['john'], ids['carl'], ids['myJohn']].sort());
      expect((await searchTutorsByUserIds(t.deps.db, [])).size).toBe(0);
    });
  });

  describe('freshness', () => {
    it('a mutation answers after search has its change', async () => {
      const token = await sessionFor(t, { id: ids['ahmad'] ?? '' });
      const update = await t.gql(
        'mutation($desc: String) { updateBasicProfile(desc: $desc) { userPvid } }',
        { desc: 'I also play the xylophone.' },
        { token },
      );
      expect(update.errors).toBeUndefined();
      const found = await t.gql<{ findTutors: TutorPage }>(FIND_TUTORS, { keywords: 'xylophone' });
      expect(found.data?.findTutors.tutors.map((tutor) => tutor.userPvid)).toEqual([ids['ahmad']]);
    });

    it('a deactivated tutor leaves search at the next flush', async () => {
      await t.deps.db
        .update(users)
        .set({ isActive: false })
        .where(eq(users.id, ids['cora'] ?? ''));
      expect(await t.flushSearch()).toBe(1);
      const response = await t.gql<{ findCoaches: CoachPage }>(FIND_COACHES, {});
      expect(response.data?.findCoaches.coaches.map((coach) => coach.firstName)).toEqual(['Carl']);
    });

    it('a sign-in does not queue the tutor again', async () => {
      await t.deps.db
        .update(users)
        .set({ signInCount: 5 })
        .where(eq(users.id, ids['john'] ?? ''));
      expect(await t.flushSearch()).toBe(0);
    });
  });
});
