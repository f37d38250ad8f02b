import { COUNTRY_CODES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { CITIES } from './cities.data';
import { COUNSELLING_SUBJECTS } from './counselling-subjects.data';
import { CURRICULA } from './curricula.data';
import { OTHER_PLATFORMS } from './other-platforms.data';
import { PROVINCES } from './provinces.data';
import { seedReference } from './reference.seed';
import { SUBJECTS } from './subjects.data';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedReference(t.deps.db);
});
afterAll(() => t.close());

type Named = { pvid: string; name: string; country?: string };

async function query<Data>(document: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const response = await t.gql<Data>(document, variables);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  if (!response.data) throw new Error('no data');
  return response.data;
}

describe('reference lists (public)', () => {
  it('lists curricula, levels, subjects, cities, provinces and counselling subjects of a market in picker order', async () => {
    const curricula = await query<{ getProgrammeCurriculumList: Named[] }>(
      'query($country: String) { getProgrammeCurriculumList(country: $country) { pvid name country } }',
      { country: 'sg' },
    );
    expect(curricula.getProgrammeCurriculumList.map((row) => row.name)).toEqual(
      CURRICULA.sg.map((row) => row.name),
    );
    const every = await query<{ getProgrammeCurriculumList: Named[] }>(
      'query { getProgrammeCurriculumList { pvid name country } }',
    );
    expect(every.getProgrammeCurriculumList).toHaveLength(
      COUNTRY_CODES.reduce((sum, country) => sum + CURRICULA[country].length, 0),
    );

    const [moe] = curricula.getProgrammeCurriculumList;
    const levels = await query<{
      getProgrammeLevelList: { name: string; curriculumPvid: string; curriculumName: string }[];
    }>(
      'query($country: String!, $curriculumPvid: ID) { getProgrammeLevelList(country: $country, curriculumPvid: $curriculumPvid) { pvid name curriculumPvid curriculumName } }',
      { country: 'sg', curriculumPvid: moe?.pvid },
    );
    expect(levels.getProgrammeLevelList.map((row) => row.name)).toEqual(CURRICULA.sg[0]?.levels);
    expect(new Set(levels.getProgrammeLevelList.map((row) => row.curriculumName))).toEqual(
      new Set([moe?.name]),
    );
    const allSgLevels = await query<{ getProgrammeLevelList: unknown[] }>(
      'query { getProgrammeLevelList(country: "sg") { pvid } }',
    );
    expect(allSgLevels.getProgrammeLevelList).toHaveLength(
      CURRICULA.sg.reduce((sum, row) => sum + row.levels.length, 0),
    );
    const noLevels = await query<{ getProgrammeLevelList: unknown[] }>(
      'query { getProgrammeLevelList(country: "sg", curriculumPvid: "nope") { pvid } }',
    );
    expect(noLevels.getProgrammeLevelList).toEqual([]);

    const subjects = await query<{ getProgrammeSubjectList: Named[] }>(
      'query { getProgrammeSubjectList(country: "id") { pvid name country } }',
    );
    expect(subjects.getProgrammeSubjectList.map((row) => row.name)).toEqual(SUBJECTS.id);
    const cities = await query<{ getProgrammeCityList: Named[] }>(
      'query { getProgrammeCityList(country: "my") { pvid name } }',
    );
    expect(cities.getProgrammeCityList.map((row) => row.name)).toEqual(CITIES.my);
    const provinces = await query<{ listProvinces: { countryPvid: string; name: string }[] }>(
      'query { listProvinces(countryInitial: "ID") { pvid countryPvid name } }',
    );
    // Listed by name in the database's collation; the set is the market's.
    expect(new Set(provinces.listProvinces.map((row) => row.name))).toEqual(new Set(PROVINCES.id));
    expect(provinces.listProvinces).toHaveLength(PROVINCES.id.length);
    expect(new Set(provinces.listProvinces.map((row) => row.countryPvid))).toEqual(new Set(['id']));
    const counselling = await query<{ getProgrammeSubjectCounselling: Named[] }>(
      'query { getProgrammeSubjectCounselling(country: "ph") { pvid name country } }',
    );
    expect(counselling.getProgrammeSubjectCounselling.map((row) => row.name)).toEqual(
      COUNSELLING_SUBJECTS.ph,
    );
    const platforms = await query<{ getOtherPlatformMasterList: { name: string; iconLink: string }[] }>(
      'query { getOtherPlatformMasterList { pvid name iconLink } }',
    );
    expect(platforms.getOtherPlatformMasterList.map(({ name, iconLink }) => ({ name, iconLink }))).toEqual(
      OTHER_PLATFORMS,
    );
  });

  it('lists lifelong categories with the sub-categories offered in the market', async () => {
    type Category = { pvid: string; name: string; status: string; subNonAcademic: Category[] };
    const id = await query<{ listProfileNonAcademic: Category[] }>(
      'query { listProfileNonAcademic(country: "id") { pvid name status subNonAcademic { pvid name status subNonAcademic { pvid } } } }',
    );
    // Named in the market's language: Indonesian in id.
    const music = id.listProfileNonAcademic.find((category) => category.name === 'Musik');
    expect(music?.status).toBe('ACTIVE');
    expect(music?.subNonAcademic.map((sub) => sub.name)).toEqual(
      expect.arrayContaining(['Angklung', 'Gitar']),
    );
    expect(music?.subNonAcademic.map((sub) => sub.name)).not.toContain('Tabla');
    const children = await query<{ listProfileNonAcademic: Category[] }>(
      'query($parent: ID) { listProfileNonAcademic(parentCategory: $parent, country: "in") { pvid name subNonAcademic { pvid } } }',
      { parent: music?.pvid },
    );
    expect(children.listProfileNonAcademic.map((sub) => sub.name)).toEqual(
      expect.arrayContaining(['Tabla', 'Guitar']),
    );
    expect(children.listProfileNonAcademic.map((sub) => sub.name)).not.toContain('Angklung');
    expect(children.listProfileNonAcademic.every((sub) => sub.subNonAcademic.length === 0)).toBe(true);
  });

  it('refuses an unknown country with unknownCountry', async () => {
    for (const [document, field] of [
      ['query { getProgrammeSubjectList(country: "xx") { pvid } }', 'country'],
      ['query { getProgrammeLevelList(country: "") { pvid } }', 'country'],
      ['query { getProgrammeCityList(country: "zz") { pvid } }', 'country'],
      ['query { getProgrammeCurriculumList(country: "atlantis") { pvid } }', 'country'],
      ['query { listProvinces(countryInitial: "xx") { pvid } }', 'countryInitial'],
      ['query { getProgrammeSubjectCounselling(country: "xx") { pvid } }', 'country'],
      ['query { listProfileNonAcademic(country: "xx") { pvid } }', 'country'],
    ] as const) {
      expectError(await t.gql(document), 'BAD_USER_INPUT', 'unknownCountry', { [field]: 'unknownCountry' });
    }
  });
});
