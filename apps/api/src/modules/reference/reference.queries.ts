import type { CountryCode } from '@ajar/domain';
import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { nonAcademicNameIn } from './non-academic-names';
import type { Executor } from '../../db/client';
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

/** Read-only access to the reference lists, in picker order (sort order, then name). */

export interface CountryNamed {
  readonly pvid: string;
  readonly name: string;
  readonly country: CountryCode;
}

export interface LevelView {
  readonly pvid: string;
  readonly name: string;
  readonly curriculumPvid: string;
  readonly curriculumName: string;
}

export interface NonAcademicCategoryView {
  readonly pvid: string;
  readonly name: string;
  readonly status: string;
  readonly subNonAcademic: readonly NonAcademicCategoryView[];
}

export function listCurricula(executor: Executor, country: CountryCode | null): Promise<CountryNamed[]> {
  return executor
    .select({ pvid: curricula.id, name: curricula.name, country: curricula.country })
    .from(curricula)
    .where(country ? eq(curricula.country, country) : undefined)
    .orderBy(asc(curricula.country), asc(curricula.sortOrder), asc(curricula.name));
}

export function listLevels(
  executor: Executor,
  country: CountryCode,
  curriculumId: string | null,
): Promise<LevelView[]> {
  return executor
    .select({
      pvid: levels.id,
      name: levels.name,
      curriculumPvid: curricula.id,
      curriculumName: curricula.name,
    })
    .from(levels)
    .innerJoin(curricula, eq(curricula.id, levels.curriculumId))
    .where(and(eq(levels.country, country), curriculumId ? eq(levels.curriculumId, curriculumId) : undefined))
    .orderBy(asc(curricula.sortOrder), asc(levels.sortOrder), asc(levels.name));
}

export function listSubjects(executor: Executor, country: CountryCode): Promise<CountryNamed[]> {
  return executor
    .select({ pvid: referenceSubjects.id, name: referenceSubjects.name, country: referenceSubjects.country })
    .from(referenceSubjects)
    .where(eq(referenceSubjects.country, country))
    .orderBy(asc(referenceSubjects.sortOrder), asc(referenceSubjects.name));
}

export function listCities(
  executor: Executor,
  country: CountryCode,
): Promise<{ pvid: string; name: string }[]> {
  return executor
    .select({ pvid: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.country, country))
    .orderBy(asc(cities.sortOrder), asc(cities.name));
}

export function listProvinces(
  executor: Executor,
  country: CountryCode,
): Promise<{ pvid: string; countryPvid: string; name: string }[]> {
  return executor
    .select({ pvid: provinces.id, countryPvid: provinces.country, name: provinces.name })
    .from(provinces)
    .where(eq(provinces.country, country))
    .orderBy(asc(provinces.name));
}

export function listOtherPlatforms(
  executor: Executor,
): Promise<{ pvid: string; name: string; iconLink: string }[]> {
  return executor
    .select({ pvid: otherPlatforms.id, name: otherPlatforms.name, iconLink: otherPlatforms.iconLink })
    .from(otherPlatforms)
    .orderBy(asc(otherPlatforms.sortOrder), asc(otherPlatforms.name));
}

export function listCounsellingSubjects(executor: Executor, country: CountryCode): Promise<CountryNamed[]> {
  return executor
    .select({
      pvid: counsellingSubjects.id,
      name: counsellingSubjects.name,
      country: counsellingSubjects.country,
    })
    .from(counsellingSubjects)
    .where(eq(counsellingSubjects.country, country))
    .orderBy(asc(counsellingSubjects.sortOrder), asc(counsellingSubjects.name));
}

const offeredIn = (country: CountryCode) =>
  and(
    eq(nonAcademicCategories.status, 'ACTIVE'),
    or(isNull(nonAcademicCategories.country), eq(nonAcademicCategories.country, country)),
  );

const categoryColumns = {
  pvid: nonAcademicCategories.id,
  name: nonAcademicCategories.name,
  status: nonAcademicCategories.status,
  parentId: nonAcademicCategories.parentId,
};

/**
 * Lifelong-learning categories offered in a market: without a parent, the top-level categories each
 * with their sub-categories; with one, that category's sub-categories. Two queries at most.
 */
export async function listNonAcademicCategories(
  executor: Executor,
  country: CountryCode,
  parentId: string | null,
): Promise<NonAcademicCategoryView[]> {
  if (parentId) {
    const rows = await executor
      .select(categoryColumns)
      .from(nonAcademicCategories)
      .where(and(offeredIn(country), eq(nonAcademicCategories.parentId, parentId)))
      .orderBy(asc(nonAcademicCategories.sortOrder), asc(nonAcademicCategories.name));
    return rows.map(({ parentId: _parent, ...row }) => ({
      ...row,
      name: nonAcademicNameIn(country, row.name),
      subNonAcademic: [],
    }));
  }
  const parents = await executor
    .select(categoryColumns)
    .from(nonAcademicCategories)
    .where(and(offeredIn(country), isNull(nonAcademicCategories.parentId)))
    .orderBy(asc(nonAcademicCategories.sortOrder), asc(nonAcademicCategories.name));
  if (parents.length === 0) return [];
  const children = await executor
    .select(categoryColumns)
    .from(nonAcademicCategories)
    .where(
      and(
        offeredIn(country),
        isNotNull(nonAcademicCategories.parentId),
        inArray(
          nonAcademicCategories.parentId,
          parents.map((parent) => parent.pvid),
        ),
      ),
    )
    .orderBy(asc(nonAcademicCategories.sortOrder), asc(nonAcademicCategories.name));
  return parents.map(({ parentId: _parent, ...parent }) => ({
    ...parent,
    name: nonAcademicNameIn(country, parent.name),
    subNonAcademic: children
      .filter((child) => child.parentId === parent.pvid)
      .map(({ parentId: _child, ...child }) => ({
        ...child,
        name: nonAcademicNameIn(country, child.name),
        subNonAcademic: [],
      })),
  }));
}
