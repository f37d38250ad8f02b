import { isNull } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { CITIES } from './cities.data';
import { COUNSELLING_SUBJECTS } from './counselling-subjects.data';
import { CURRICULA } from './curricula.data';
import { NON_ACADEMIC_CATEGORIES } from './non-academic-categories.data';
import { OTHER_PLATFORMS } from './other-platforms.data';
import { PROVINCES } from './provinces.data';
import { countryListRows, curriculumRows, levelRows, nonAcademicCategoryRows } from './reference.rows';
import {
  cities,
  counsellingSubjects,
  curricula,
  levels,
  nonAcademicCategories,
  otherPlatforms,
  provinces,
  referenceSubjects,
} from './reference.tables';
import { SUBJECTS } from './subjects.data';

/** Any drizzle PostgreSQL database: PGlite, node-postgres, or a transaction of either. */
export type ReferenceDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/**
 * Inserts the reference lists that are missing and leaves existing rows alone, so it is safe to
 * run on every start. One transaction: a half-seeded database is never visible.
 */
export async function seedReference(db: ReferenceDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(curricula)
      .values(curriculumRows(CURRICULA))
      .onConflictDoNothing({ target: [curricula.country, curricula.name] });
    const curriculumIds = idsByKey(
      await tx.select({ id: curricula.id, country: curricula.country, name: curricula.name }).from(curricula),
    );
    await tx
      .insert(levels)
      .values(
        levelRows(CURRICULA).map(({ curriculum, ...level }) => ({
          ...level,
          curriculumId: requireId(curriculumIds, level.country, curriculum),
        })),
      )
      .onConflictDoNothing({ target: [levels.curriculumId, levels.name] });

    await tx
      .insert(referenceSubjects)
      .values(countryListRows(SUBJECTS))
      .onConflictDoNothing({ target: [referenceSubjects.country, referenceSubjects.name] });
    await tx
      .insert(cities)
      .values(countryListRows(CITIES))
      .onConflictDoNothing({ target: [cities.country, cities.name] });
    await tx
      .insert(provinces)
      .values(countryListRows(PROVINCES).map(({ country, name }) => ({ country, name })))
      .onConflictDoNothing({ target: [provinces.country, provinces.name] });
    await tx
      .insert(counsellingSubjects)
      .values(countryListRows(COUNSELLING_SUBJECTS))
      .onConflictDoNothing({ target: [counsellingSubjects.country, counsellingSubjects.name] });
    await tx
      .insert(otherPlatforms)
      .values(OTHER_PLATFORMS.map((platform, index) => ({ ...platform, sortOrder: index + 1 })))
      .onConflictDoNothing({ target: otherPlatforms.name });

    await seedNonAcademicCategories(tx);
  });
}

async function seedNonAcademicCategories(db: ReferenceDatabase): Promise<void> {
  const rows = nonAcademicCategoryRows(NON_ACADEMIC_CATEGORIES);
  await db
    .insert(nonAcademicCategories)
    .values(rows.filter((row) => row.parent === null).map(({ parent: _parent, ...row }) => row))
    .onConflictDoNothing({
      target: [nonAcademicCategories.country, nonAcademicCategories.parentId, nonAcademicCategories.name],
    });

  const parentIds = idsByKey(
    await db
      .select({
        id: nonAcademicCategories.id,
        country: nonAcademicCategories.country,
        name: nonAcademicCategories.name,
      })
      .from(nonAcademicCategories)
      .where(isNull(nonAcademicCategories.parentId)),
  );
  await db
    .insert(nonAcademicCategories)
    .values(
      rows.flatMap(({ parent, ...row }) =>
        parent === null ? [] : [{ ...row, parentId: requireId(parentIds, parent.country, parent.name) }],
      ),
    )
    .onConflictDoNothing({
      target: [nonAcademicCategories.country, nonAcademicCategories.parentId, nonAcademicCategories.name],
    });
}

interface NamedRow {
  readonly id: string;
  readonly country: string | null;
  readonly name: string;
}

function idsByKey(rows: readonly NamedRow[]): Map<string, string> {
  return new Map(rows.map((row) => [keyOf(row.country, row.name), row.id]));
}

function requireId(ids: Map<string, string>, country: string | null, name: string): string {
  const id = ids.get(keyOf(country, name));
  if (id === undefined) throw new Error(`Reference row "${name}" (${country ?? 'global'}) was not seeded`);
  return id;
}

function keyOf(country: string | null, name: string): string {
  return JSON.stringify([country, name]);
}
