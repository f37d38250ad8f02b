import { COUNTRY_CODES, type CountryCode } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { CITIES } from './cities.data';
import { COUNSELLING_SUBJECTS } from './counselling-subjects.data';
import { CURRICULA } from './curricula.data';
import { NON_ACADEMIC_CATEGORIES } from './non-academic-categories.data';
import { OTHER_PLATFORMS } from './other-platforms.data';
import { PROVINCES } from './provinces.data';
import { curriculumRows, levelRows, nonAcademicCategoryRows, type CountryList } from './reference.rows';
import { SUBJECTS } from './subjects.data';

function duplicates(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLocaleLowerCase('en');
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

function expectCleanNames(names: readonly string[]): void {
  for (const name of names) {
    expect(name, JSON.stringify(name)).toMatch(/^\S(.*\S)?$/);
    expect(name).not.toMatch(/\s{2}/);
  }
}

const PER_COUNTRY_LISTS: Readonly<Record<string, CountryList>> = {
  subjects: SUBJECTS,
  cities: CITIES,
  provinces: PROVINCES,
  'counselling subjects': COUNSELLING_SUBJECTS,
};

describe.each(COUNTRY_CODES)('reference data for %s', (country: CountryCode) => {
  it('has curricula, each with levels, all names unique', () => {
    const curricula = CURRICULA[country];
    expect(curricula.length).toBeGreaterThan(0);
    expect(duplicates(curricula.map(({ name }) => name))).toEqual([]);
    for (const curriculum of curricula) {
      expect(curriculum.levels.length, curriculum.name).toBeGreaterThan(0);
      expect(duplicates(curriculum.levels), curriculum.name).toEqual([]);
      expectCleanNames([curriculum.name, ...curriculum.levels]);
    }
  });

  it('has at least 20 subjects, 8 cities, provinces and counselling subjects', () => {
    expect(SUBJECTS[country].length).toBeGreaterThanOrEqual(20);
    expect(SUBJECTS[country].length).toBeLessThanOrEqual(30);
    expect(CITIES[country].length).toBeGreaterThanOrEqual(8);
    expect(CITIES[country].length).toBeLessThanOrEqual(20);
    expect(PROVINCES[country].length).toBeGreaterThan(0);
    expect(COUNSELLING_SUBJECTS[country].length).toBeGreaterThan(0);
  });

  it.each(Object.entries(PER_COUNTRY_LISTS))('has no duplicate or untidy %s', (_, list) => {
    expect(duplicates(list[country])).toEqual([]);
    expectCleanNames(list[country]);
  });

  it('offers each non-academic category once, and each sub-category once within it', () => {
    const rows = nonAcademicCategoryRows(NON_ACADEMIC_CATEGORIES).filter(
      (row) => row.country === null || row.country === country,
    );
    const categories = rows.filter((row) => row.parent === null).map(({ name }) => name);
    expect(categories.length).toBeGreaterThan(0);
    expect(duplicates(categories)).toEqual([]);
    for (const category of categories) {
      const subCategories = rows.filter((row) => row.parent?.name === category).map(({ name }) => name);
      expect(subCategories.length, category).toBeGreaterThan(0);
      expect(duplicates(subCategories), category).toEqual([]);
    }
  });
});

describe('reference data across markets', () => {
  it('puts every level under a curriculum of its own market', () => {
    const curricula = new Set(curriculumRows(CURRICULA).map(({ country, name }) => `${country}|${name}`));
    for (const level of levelRows(CURRICULA)) {
      expect(curricula.has(`${level.country}|${level.curriculum}`), `${level.country} ${level.name}`).toBe(
        true,
      );
    }
  });

  it('lists the real number of first-level divisions', () => {
    const counts = Object.fromEntries(COUNTRY_CODES.map((country) => [country, PROVINCES[country].length]));
    expect(counts).toEqual({ sg: 5, id: 38, my: 16, ph: 18, in: 36, lk: 9, us: 51 });
  });

  it('teaches the languages the spec names where they are school subjects', () => {
    expect(SUBJECTS.sg).toEqual(expect.arrayContaining(['Chinese', 'Malay', 'Tamil']));
    expect(SUBJECTS.my).toEqual(expect.arrayContaining(['Bahasa Melayu', 'Chinese', 'Tamil']));
    expect(SUBJECTS.id).toEqual(expect.arrayContaining(['Matematika', 'Bahasa Inggris', 'Bahasa Mandarin']));
    expect(SUBJECTS.in).toEqual(expect.arrayContaining(['Hindi', 'Tamil']));
  });

  it('gives other platforms unique names and local icon paths', () => {
    expect(duplicates(OTHER_PLATFORMS.map(({ name }) => name))).toEqual([]);
    for (const platform of OTHER_PLATFORMS) {
      expect(platform.iconLink).toMatch(/^\/icons\/platforms\/[a-z0-9-]+\.svg$/);
    }
  });

  it('keeps a local category’s sub-categories in that category’s market', () => {
    for (const row of nonAcademicCategoryRows(NON_ACADEMIC_CATEGORIES)) {
      if (row.parent?.country) expect(row.country, row.name).toBe(row.parent.country);
    }
  });
});
