import type { CountryCode } from '@ajar/domain';
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { startSession, type UserRow } from '../modules/account/testing';
import {
  counsellingSubjects,
  curricula,
  levels,
  nonAcademicCategories,
  otherPlatforms,
  referenceSubjects,
  seedReference,
} from '../modules/reference/testing';
import type { TestApp } from './test-app';

/** A session token without a password check: tests sign many users in, argon2 is deliberately slow. */
export function sessionFor(t: TestApp, user: Pick<UserRow, 'id'>): Promise<string> {
  return startSession(t.deps.db, user.id, t.clock.now());
}

export interface MarketReference {
  readonly subjects: readonly { id: string; name: string }[];
  readonly levels: readonly { id: string; name: string; curriculumId: string }[];
  readonly curricula: readonly { id: string; name: string }[];
  readonly counselling: readonly { id: string; name: string }[];
  /** Lifelong sub-categories offered in the market, with their parent. */
  readonly lifelong: readonly { id: string; name: string; parentId: string }[];
  readonly platforms: readonly { id: string; name: string }[];
}

/** Seeds the reference lists (idempotent) and reads a market's ids, in picker order. */
export async function marketReference(t: TestApp, country: CountryCode): Promise<MarketReference> {
  await seedReference(t.deps.db);
  const db = t.deps.db;
  return {
    subjects: await db
      .select({ id: referenceSubjects.id, name: referenceSubjects.name })
      .from(referenceSubjects)
      .where(eq(referenceSubjects.country, country))
      .orderBy(asc(referenceSubjects.sortOrder)),
    levels: await db
      .select({ id: levels.id, name: levels.name, curriculumId: levels.curriculumId })
      .from(levels)
      .where(eq(levels.country, country))
      .orderBy(asc(levels.sortOrder)),
    curricula: await db
      .select({ id: curricula.id, name: curricula.name })
      .from(curricula)
      .where(eq(curricula.country, country))
      .orderBy(asc(curricula.sortOrder)),
    counselling: await db
      .select({ id: counsellingSubjects.id, name: counsellingSubjects.name })
      .from(counsellingSubjects)
      .where(eq(counsellingSubjects.country, country))
      .orderBy(asc(counsellingSubjects.sortOrder)),
    lifelong: (
      await db
        .select({
          id: nonAcademicCategories.id,
          name: nonAcademicCategories.name,
          parentId: nonAcademicCategories.parentId,
        })
        .from(nonAcademicCategories)
        .where(
          and(
            isNotNull(nonAcademicCategories.parentId),
            or(isNull(nonAcademicCategories.country), eq(nonAcademicCategories.country, country)),
          ),
        )
        .orderBy(asc(nonAcademicCategories.sortOrder))
    ).map((row) => ({ ...row, parentId: row.parentId ?? '' })),
    platforms: await db
      .select({ id: otherPlatforms.id, name: otherPlatforms.name })
      .from(otherPlatforms)
      .orderBy(asc(otherPlatforms.sortOrder)),
  };
}

/** The nth element, failing the test clearly when a fixture list is shorter than expected. */
export function nth<Item>(items: readonly Item[], index: number): Item {
  const item = items[index];
  if (item === undefined) throw new Error(`Fixture list has no element ${index}`);
  return item;
}
