import { PGlite } from '@electric-sql/pglite';
import { count, eq, isNull } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from './cities.data';
import { COUNSELLING_SUBJECTS } from './counselling-subjects.data';
import { CURRICULA } from './curricula.data';
import { NON_ACADEMIC_CATEGORIES } from './non-academic-categories.data';
import { OTHER_PLATFORMS } from './other-platforms.data';
import { PROVINCES } from './provinces.data';
import { countryListRows, curriculumRows, levelRows, nonAcademicCategoryRows } from './reference.rows';
import { seedReference } from './reference.seed';
import * as tables from './reference.tables';
import { SUBJECTS } from './subjects.data';

const {
  cities,
  counsellingSubjects,
  curricula,
  levels,
  nonAcademicCategories,
  otherPlatforms,
  provinces,
  referenceSubjects,
} = tables;

/** The DDL drizzle-kit generates for these tables, so the test runs against the migrated shape. */
async function createTables(client: PGlite): Promise<void> {
  const empty = generateDrizzleJson({});
  const statements = await generateMigration(empty, generateDrizzleJson(tables, empty.id));
  for (const statement of statements) await client.exec(statement);
}

async function rowCounts(db: PgliteDatabase): Promise<Record<string, number>> {
  const counted = {
    curricula,
    levels,
    referenceSubjects,
    cities,
    provinces,
    otherPlatforms,
    nonAcademicCategories,
    counsellingSubjects,
  };
  const entries = await Promise.all(
    Object.entries(counted).map(async ([name, table]) => {
      const [row] = await db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('seedReference', () => {
  let client: PGlite;
  let db: PgliteDatabase;

  beforeAll(async () => {
    client = new PGlite();
    db = drizzle(client);
    await createTables(client);
  });

  afterAll(async () => {
    await client.close();
  });

  it('seeds every list, and a second run changes nothing', async () => {
    await seedReference(db);
    const first = await rowCounts(db);
    expect(first).toEqual({
      curricula: curriculumRows(CURRICULA).length,
      levels: levelRows(CURRICULA).length,
      referenceSubjects: countryListRows(SUBJECTS).length,
      cities: countryListRows(CITIES).length,
      provinces: countryListRows(PROVINCES).length,
      otherPlatforms: OTHER_PLATFORMS.length,
      nonAcademicCategories: nonAcademicCategoryRows(NON_ACADEMIC_CATEGORIES).length,
      counsellingSubjects: countryListRows(COUNSELLING_SUBJECTS).length,
    });

    await seedReference(db);
    expect(await rowCounts(db)).toEqual(first);
  });

  it('puts back a missing row and leaves the others alone', async () => {
    const [before] = await db.select().from(cities).where(eq(cities.name, 'Tampines'));
    await db.delete(cities).where(eq(cities.name, 'Bandung'));

    await seedReference(db);

    expect(await db.select().from(cities).where(eq(cities.name, 'Bandung'))).toHaveLength(1);
    expect(await db.select().from(cities).where(eq(cities.name, 'Tampines'))).toEqual([before]);
  });

  it('links every level to a curriculum of the same market', async () => {
    const rows = await db
      .select({ levelCountry: levels.country, curriculumCountry: curricula.country })
      .from(levels)
      .innerJoin(curricula, eq(levels.curriculumId, curricula.id));
    expect(rows).toHaveLength(levelRows(CURRICULA).length);
    expect(rows.filter((row) => row.levelCountry !== row.curriculumCountry)).toEqual([]);
  });

  it('stores non-academic categories as active parents with their sub-categories', async () => {
    const parents = await db
      .select({ id: nonAcademicCategories.id, name: nonAcademicCategories.name })
      .from(nonAcademicCategories)
      .where(isNull(nonAcademicCategories.parentId));
    expect(parents.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['Music', 'Sports', 'Arts', 'Languages', 'Life skills', 'Wellness']),
    );

    const music = parents.find(({ name }) => name === 'Music');
    if (music === undefined) throw new Error('Music was not seeded');
    const musicChildren = await db
      .select({ name: nonAcademicCategories.name, status: nonAcademicCategories.status })
      .from(nonAcademicCategories)
      .where(eq(nonAcademicCategories.parentId, music.id));
    expect(musicChildren).toEqual(
      expect.arrayContaining([
        { name: 'Piano', status: 'ACTIVE' },
        { name: 'Guitar', status: 'ACTIVE' },
        { name: 'Violin', status: 'ACTIVE' },
        { name: 'Vocal', status: 'ACTIVE' },
      ]),
    );
  });
});
