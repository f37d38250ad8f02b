import { SEARCH_INPUT_MAX } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { marketReference, nth, type MarketReference } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { makeSearchTutor } from './testing/search-fixtures';
import { FIND_TUTORS, countStatements, type TutorPage } from './testing/search-test-helpers';

describe('findTutors', () => {
  let t: TestApp;
  let sg: MarketReference;
  const ids: Record<string, string> = {};

  async function find(variables: Record<string, unknown>): Promise<TutorPage> {
    const response = await t.gql<{ findTutors: TutorPage }>(FIND_TUTORS, variables);
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data?.findTutors as TutorPage;
  }
  const names = (page: TutorPage) => page.tutors.map((tutor) => tutor.firstName);
  const maths = () => nth(sg.subjects, 1).id;
  const physics = () => nth(sg.subjects, 4).id;

  beforeAll(async () => {
    t = await startTestApp();
    sg = await marketReference(t, 'sg');
    const my = await marketReference(t, 'my');
    const id = await marketReference(t, 'id');
    ids['john'] = (
      await makeSearchTutor(t, {
        firstName: 'John',
        lastName: 'Smith',
        address: 'Tampines, Singapore',
        description: 'Patient and structured: he teaches algebra and geometry. '.repeat(8),
        offers: [
          { subjectId: maths(), levelId: nth(sg.levels, 0).id, price: 3000 },
          { subjectId: physics(), levelId: nth(sg.levels, 1).id, price: 5000 },
        ],
        curriculumIds: [nth(sg.curricula, 0).id],
        skills: ['Algebra'],
        ratings: [5, 4],
        experienceFrom: '2018-01-01',
        dateJoined: new Date('2025-01-01T00:00:00Z'),
      })
    ).id;
    ids['mei'] = (
      await makeSearchTutor(t, {
        firstName: 'Mei',
        lastName: 'Tan',
        address: 'Jurong West, Singapore',
        description: 'Saya suka mengajar bahasa Inggris.',
        offers: [{ subjectId: nth(sg.subjects, 0).id, levelId: nth(sg.levels, 0).id, price: 2000 }],
        curriculumIds: [nth(sg.curricula, 1).id],
        experienceFrom: '2025-06-01',
        dateJoined: new Date('2025-06-01T00:00:00Z'),
      })
    ).id;
    ids['ahmad'] = (
      await makeSearchTutor(t, {
        firstName: 'Ahmad',
        lastName: 'Rahman',
        address: 'Bishan, Singapore',
        description: 'Exam preparation specialist.',
        offers: [{ subjectId: maths(), levelId: nth(sg.levels, 2).id, price: 8000 }],
        ratings: [3],
        experienceFrom: '2022-01-01',
        dateJoined: new Date('2025-03-01T00:00:00Z'),
      })
    ).id;
    // Never listed: below the completion threshold, without an avatar, deactivated.
    const mathsOffer = [{ subjectId: maths(), levelId: nth(sg.levels, 0).id, price: 3000 }];
    await makeSearchTutor(t, {
      firstName: 'Jon',
      lastName: 'Smithers',
      incomplete: true,
      offers: mathsOffer,
    });
    await makeSearchTutor(t, { firstName: 'Johnny', lastName: 'Smith', avatar: false, offers: mathsOffer });
    await makeSearchTutor(t, { firstName: 'Johan', lastName: 'Smith', isActive: false, offers: mathsOffer });
    // Other kinds and markets.
    ids['lara'] = (
      await makeSearchTutor(t, {
        firstName: 'Lara',
        lastName: 'Lim',
        kind: 'LIFELONG',
        lifelong: [{ id: nth(sg.lifelong, 0).id, price: 4000 }],
      })
    ).id;
    await makeSearchTutor(t, {
      firstName: 'Carl',
      lastName: 'Coach',
      kind: 'COUNSELLING',
      counselling: [{ id: nth(sg.counselling, 0).id, price: 6000 }],
    });
    ids['myJohn'] = (
      await makeSearchTutor(t, {
        firstName: 'John',
        lastName: 'Smith',
        country: 'my',
        address: 'Petaling Jaya',
        offers: [{ subjectId: nth(my.subjects, 0).id, levelId: nth(my.levels, 0).id, price: 4000 }],
      })
    ).id;
    ids['budi'] = (
      await makeSearchTutor(t, {
        firstName: 'Budi',
        lastName: 'Santoso',
        country: 'id',
        address: 'Jakarta Selatan',
        description: 'Saya mengajar matematika untuk siswa SMA.',
        offers: [{ subjectId: nth(id.subjects, 0).id, levelId: nth(id.levels, 0).id, price: 150000 }],
      })
    ).id;
    // In the Philippines, one tutor is cheapest overall and the other for Mathematics.
    const ph = await marketReference(t, 'ph');
    const phMaths = nth(ph.subjects, 1).id;
    await makeSearchTutor(t, {
      firstName: 'Ana',
      lastName: 'Reyes',
      country: 'ph',
      offers: [
        { subjectId: phMaths, levelId: nth(ph.levels, 0).id, price: 90000 },
        { subjectId: nth(ph.subjects, 0).id, levelId: nth(ph.levels, 0).id, price: 10000 },
      ],
    });
    await makeSearchTutor(t, {
      firstName: 'Ben',
      lastName: 'Cruz',
      country: 'ph',
      offers: [{ subjectId: phMaths, levelId: nth(ph.levels, 0).id, price: 40000 }],
    });
    ids['phMaths'] = phMaths;
    await t.flushSearch();
  });
  afterAll(async () => t.close());

  describe('default rules', () => {
    it('lists only the listed academic tutors of the market, completion then newest first', async () => {
      const page = await find({});
      expect(names(page)).toEqual(['Mei', 'Ahmad', 'John']);
      expect(page).toMatchObject({ page: 1, total: 3, totalPages: 1 });
    });

    it('fills the card from the document', async () => {
      const [john] = (await find({ keywords: 'John Smith' })).tutors;
      expect(john).toMatchObject({
        userPvid: ids['john'],
        lastName: 'Smith',
        currency: 'SGD',
        country: 'sg',
        tutorKind: 'ACADEMIC',
        pricePerHour: 3000,
        subjects: ['Mathematics', 'Physics'],
        experienceYears: 8,
        testimonial: 2,
        rating: 4.5,
        completionUser: { completionPercent: 100 },
        nonAcademic: [],
      });
      expect(john?.resource?.path).toMatch(/^\/uploads\//);
      expect(john?.description).toHaveLength(253);
      expect(john?.description?.endsWith('...')).toBe(true);
    });

    it('never shows tutors below the threshold, without an avatar or deactivated', async () => {
      for (const keywords of ['Smith', 'Smithers', 'Johnny', 'Johan', 'Jon']) {
        const page = await find({ keywords });
        expect(names(page)).not.toContain('Jon');
        expect(names(page)).not.toContain('Johnny');
        expect(names(page)).not.toContain('Johan');
      }
      expect((await find({ keywords: 'Smith' })).tutors.map((tutor) => tutor.userPvid)).toEqual([
        ids['john'],
      ]);
    });
  });

  describe('filters alone', () => {
    it('subjects, curriculums and levels', async () => {
      expect(names(await find({ subjects: [maths()] })).sort()).toEqual(['Ahmad', 'John']);
      expect(names(await find({ curriculums: [nth(sg.curricula, 0).id] }))).toEqual(['John']);
      expect(names(await find({ levels: [nth(sg.levels, 1).id] }))).toEqual(['John']);
      expect(names(await find({ subjects: ['00000000-0000-4000-8000-00000000dead'] }))).toEqual([]);
      expect(names(await find({ subjects: ['not-a-pvid'] }))).toEqual([]);
    });

    it('tutorExperience, rating and testimonial', async () => {
      expect(names(await find({ tutorExperience: 5 }))).toEqual(['John']);
      expect(names(await find({ tutorExperience: 3 })).sort()).toEqual(['Ahmad', 'John']);
      expect(names(await find({ rating: 4 }))).toEqual(['John']);
      expect(names(await find({ testimonial: true })).sort()).toEqual(['Ahmad', 'John']);
    });

    it('price_range overlaps what a tutor charges', async () => {
      expect(names(await find({ price_range: { startPrice: 2500, endPrice: 4000 } }))).toEqual(['John']);
      expect(names(await find({ price_range: { endPrice: 2000 } }))).toEqual(['Mei']);
      expect(names(await find({ price_range: { startPrice: 6000 } }))).toEqual(['Ahmad']);
    });

    it('location and cities match the address', async () => {
      expect(names(await find({ location: 'tampines' }))).toEqual(['John']);
      expect(names(await find({ cities: ['Jurong West', 'Bishan'] })).sort()).toEqual(['Ahmad', 'Mei']);
      expect((await find({ cities: ['All'] })).total).toBe(3);
      expect((await find({ location: '100%_' })).total).toBe(0);
    });

    it('nonAcademicPvid or fromWhere "lifelong" search lifelong coaches', async () => {
      const sub = nth(sg.lifelong, 0);
      expect(names(await find({ nonAcademicPvid: sub.id }))).toEqual(['Lara']);
      expect(names(await find({ nonAcademicPvid: sub.parentId }))).toEqual(['Lara']);
      const lifelong = await find({ fromWhere: 'lifelong' });
      expect(names(lifelong)).toEqual(['Lara']);
      expect(lifelong.tutors[0]?.nonAcademic[0]?.subNonAcademic[0]?.nonAcademicPvid).toBe(sub.id);
      expect(lifelong.tutors[0]?.pricePerHour).toBe(4000);
    });
  });

  describe('filters combined and sorts', () => {
    it('combines every filter with AND', async () => {
      expect(names(await find({ subjects: [maths()], testimonial: true, location: 'bishan' }))).toEqual([
        'Ahmad',
      ]);
      expect(
        names(
          await find({
            keywords: 'smith',
            subjects: [maths()],
            curriculums: [nth(sg.curricula, 0).id],
            levels: [nth(sg.levels, 0).id],
            tutorExperience: 5,
            rating: 4,
            testimonial: true,
            price_range: { startPrice: 1000, endPrice: 3000 },
            location: 'Tampines',
            cities: ['Tampines'],
            country: 'sg',
            fromWhere: 'browse',
          }),
        ),
      ).toEqual(['John']);
      expect(names(await find({ subjects: [maths()], location: 'jurong' }))).toEqual([]);
    });

    it('sorts by newest, name, price and rating', async () => {
      expect(names(await find({ recently: true }))).toEqual(['Mei', 'Ahmad', 'John']);
      expect(names(await find({ alphabet: true }))).toEqual(['Ahmad', 'John', 'Mei']);
      expect(names(await find({ pricePerHour: true }))).toEqual(['Mei', 'John', 'Ahmad']);
      expect(names(await find({ rating: 1 }))).toEqual(['John', 'Ahmad']);
    });

    it('sorts by the price of the subject asked for, not the lowest price', async () => {
      expect(names(await find({ pricePerHour: true, country: 'ph' }))).toEqual(['Ana', 'Ben']);
      const maths = await find({ pricePerHour: true, country: 'ph', subjects: [ids['phMaths']] });
      expect(maths.tutors.map((tutor) => [tutor.firstName, tutor.pricePerHour])).toEqual([
        ['Ben', 40000],
        ['Ana', 90000],
      ]);
    });

    it('prices the card by what was asked for', async () => {
      const [john] = (await find({ subjects: [physics()] })).tutors;
      expect(john?.pricePerHour).toBe(5000);
    });
  });

  describe('pagination', () => {
    it('pages with totals', async () => {
      const first = await find({ limit: 2, page: 1 });
      expect(first).toMatchObject({ page: 1, total: 3, totalPages: 2 });
      expect(names(first)).toEqual(['Mei', 'Ahmad']);
      const second = await find({ limit: 2, page: 2 });
      expect(second).toMatchObject({ page: 2, total: 3, totalPages: 2 });
      expect(names(second)).toEqual(['John']);
      const beyond = await find({ limit: 2, page: 3 });
      expect(beyond).toMatchObject({ page: 3, total: 3, totalPages: 2, tutors: [] });
    });
  });

  describe('typo tolerance', () => {
    it.each([
      ['Jonh', 'John'],
      ['Smiht', 'John'],
      ['Jonh Smith', 'John'],
      ['John Smtih', 'John'],
      ['Tna', 'Mei'],
      ['Mei Tna', 'Mei'],
      ['Ahmd Rahman', 'Ahmad'],
      ['Rahmna', 'Ahmad'],
      ['John Smith Mathmatics', 'John'],
      ['John Smith Phisics', 'John'],
    ])('%s finds %s first', async (keywords, first) => {
      expect(names(await find({ keywords }))[0]).toBe(first);
    });

    it('finds every tutor of a misspelt subject', async () => {
      expect(names(await find({ keywords: 'mathmatics' })).sort()).toEqual(['Ahmad', 'John']);
      expect(names(await find({ keywords: 'mathmatcs' })).sort()).toEqual(['Ahmad', 'John']);
    });

    it('ranks exact matches above typo matches and finds prefixes', async () => {
      expect(names(await find({ keywords: 'Math' })).sort()).toEqual(['Ahmad', 'John']);
      expect(names(await find({ keywords: 'alg' }))).toEqual(['John']);
      expect(names(await find({ keywords: 'zzzzqqq' }))).toEqual([]);
    });

    it('stems English and Indonesian descriptions', async () => {
      expect(names(await find({ keywords: 'teaching' }))).toEqual(['John']);
      expect(names(await find({ keywords: 'pengajar', country: 'id' }))).toEqual(['Budi']);
      expect(names(await find({ keywords: 'diajarkan' }))).toEqual(['Mei']);
    });
  });

  describe('markets', () => {
    it('an sg search never returns another market', async () => {
      const sgPage = await find({ keywords: 'John Smith', country: 'sg' });
      expect(sgPage.tutors.map((tutor) => tutor.userPvid)).toEqual([ids['john']]);
      const myPage = await find({ keywords: 'John Smith', country: 'my' });
      expect(myPage.tutors.map((tutor) => tutor.userPvid)).toEqual([ids['myJohn']]);
      expect(myPage.tutors[0]?.currency).toBe('MYR');
      expect((await find({ country: 'ID' })).tutors.map((tutor) => tutor.userPvid)).toEqual([ids['budi']]);
    });
  });

  describe('validation', () => {
    it('limits keywords to SEARCH_INPUT_MAX characters', async () => {
      expect((await find({ keywords: 'a'.repeat(SEARCH_INPUT_MAX) })).total).toBe(0);
      const response = await t.gql(FIND_TUTORS, { keywords: 'a'.repeat(SEARCH_INPUT_MAX + 1) });
      expectError(response, 'BAD_USER_INPUT', 'searchTooLong', { keywords: 'searchTooLong' });
    });

    it('refuses bad pages, price ranges and countries', async () => {
      for (const variables of [{ limit: 0 }, { limit: 49 }, { page: 0 }])
        expectError(await t.gql(FIND_TUTORS, variables), 'BAD_USER_INPUT', 'invalidPage');
      for (const price_range of [{ startPrice: 5000, endPrice: 100 }, { startPrice: -1 }])
        expectError(await t.gql(FIND_TUTORS, { price_range }), 'BAD_USER_INPUT', 'invalidPriceRange');
      expectError(await t.gql(FIND_TUTORS, { country: 'xx' }), 'BAD_USER_INPUT', 'unknownCountry');
    });
  });

  describe('cost', () => {
    it.each([1, 48])('answers a page of %i in at most 4 SQL statements', async (limit) => {
      for (const variables of [
        { limit },
        { limit, keywords: 'Jonh Smiht mathmatics', subjects: [maths()], location: 'tampines' },
        { limit, keywords: 'teaching', page: 5 },
      ]) {
        const { result, statements } = await countStatements(t, () => t.gql(FIND_TUTORS, variables));
        expect(result.errors).toBeUndefined();
        expect(statements).toBeGreaterThan(0);
        expect(statements).toBeLessThanOrEqual(4);
      }
    });
  });
});
