import type { CountryCode } from '@ajar/domain';
import { type AnyPgColumn, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Reference (master) lists shown in pickers and search filters: spec section 3 "Reference lists"
 * and section 7 "Search: reference lists". Every table has a natural unique key so that
 * `seedReference` can insert with ON CONFLICT DO NOTHING and be run on every start.
 */

export const NON_ACADEMIC_CATEGORY_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type NonAcademicCategoryStatus = (typeof NON_ACADEMIC_CATEGORY_STATUSES)[number];

export const curricula = pgTable(
  'curricula',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<CountryCode>().notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [unique('curricula_country_name_unique').on(table.country, table.name)],
);

export const levels = pgTable(
  'levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Denormalised from the curriculum so getProgrammeLevelList(country) needs no join.
    country: text('country').$type<CountryCode>().notNull(),
    curriculumId: uuid('curriculum_id')
      .notNull()
      .references(() => curricula.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique('levels_curriculum_id_name_unique').on(table.curriculumId, table.name),
    index('levels_country_idx').on(table.country),
  ],
);

/** Academic subjects. Named `referenceSubjects` in code: "subjects" alone is ambiguous next to a profile's subjects. */
export const referenceSubjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<CountryCode>().notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [unique('subjects_country_name_unique').on(table.country, table.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<CountryCode>().notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [unique('cities_country_name_unique').on(table.country, table.name)],
);

/** Provinces, states or regions; listed by name, so there is no sort order. */
export const provinces = pgTable(
  'provinces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<CountryCode>().notNull(),
    name: text('name').notNull(),
  },
  (table) => [unique('provinces_country_name_unique').on(table.country, table.name)],
);

/** Platforms a tutor can link from the profile (LinkedIn, YouTube, …). Global, not per market. */
export const otherPlatforms = pgTable(
  'other_platforms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    iconLink: text('icon_link').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [unique('other_platforms_name_unique').on(table.name)],
);

/**
 * Lifelong-learning (coaching) categories, two levels deep: a category (parent_id null) and its
 * sub-categories. A null country means the row is offered in every market.
 */
export const nonAcademicCategories = pgTable(
  'non_academic_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<CountryCode>(),
    parentId: uuid('parent_id').references((): AnyPgColumn => nonAcademicCategories.id),
    name: text('name').notNull(),
    status: text('status', { enum: NON_ACADEMIC_CATEGORY_STATUSES }).notNull().default('ACTIVE'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    // NULLS NOT DISTINCT (PostgreSQL 15+): a global top-level category has country and parent_id
    // both null, and must still be unique by name for the seed's ON CONFLICT to find it.
    unique('non_academic_categories_country_parent_id_name_unique')
      .on(table.country, table.parentId, table.name)
      .nullsNotDistinct(),
    index('non_academic_categories_parent_id_idx').on(table.parentId),
  ],
);

export const counsellingSubjects = pgTable(
  'counselling_subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<CountryCode>().notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [unique('counselling_subjects_country_name_unique').on(table.country, table.name)],
);
