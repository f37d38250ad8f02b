import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import type { SearchCard } from './search-card';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const uuidArray = (name: string) =>
  uuid(name)
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`);
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

// GIN's pending list defers index inserts until a vacuum; until then the planner prices the index as
// unusable and scans every row. Search writes are small and steady, so insert straight into the index.
const NO_PENDING_LIST = { fastupdate: 'off' } as const;

/**
 * One denormalised row per tutor: everything a search page filters, sorts and shows, so a page is
 * one indexed query without joins. Rebuilt by the indexer from the dirty queue; never written elsewhere.
 */
export const searchTutorDocuments = pgTable(
  'search_tutor_documents',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    tutorKind: text('tutor_kind').notNull(),
    /** Active, with an avatar, completion at least the visibility threshold (spec section 5). */
    listed: boolean('listed').notNull(),
    /** Paid placement comes first in every order; 0 for everyone until the boost issue. */
    boost: integer('boost').notNull().default(0),
    completionPercent: doublePrecision('completion_percent').notNull().default(0),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** lower(first_name || ' ' || last_name): the alphabet sort. */
    sortName: text('sort_name').notNull(),
    token: text('token').notNull(),
    address: text('address'),
    /** Lower-cased, accent-stripped address for substring location and city filters. */
    addressText: text('address_text').notNull().default(''),
    description: text('description'),
    avatarPath: text('avatar_path'),
    subjectIds: uuidArray('subject_ids'),
    curriculumIds: uuidArray('curriculum_ids'),
    levelIds: uuidArray('level_ids'),
    /** Lifelong sub-categories AND their parent categories, so either pvid filters. */
    nonAcademicIds: uuidArray('non_academic_ids'),
    counsellingSubjectIds: uuidArray('counselling_subject_ids'),
    subjectNames: textArray('subject_names'),
    skills: textArray('skills'),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    experienceYears: integer('experience_years').notNull().default(0),
    testimonialCount: integer('testimonial_count').notNull().default(0),
    rating: doublePrecision('rating'),
    joinedAt: timestamptz('joined_at').notNull(),
    /** Nested data the result shapes need (experience summary, offers, completion detail). */
    card: jsonb('card').$type<SearchCard>().notNull(),
    /** Names A, subjects and skills B, address C, description D ('simple' + english + indonesian stems). */
    searchVector: tsvector('search_vector').notNull(),
    indexedAt: timestamptz('indexed_at').notNull().defaultNow(),
  },
  (table) => [
    index('search_tutor_documents_vector_idx').using('gin', table.searchVector).with(NO_PENDING_LIST),
    index('search_tutor_documents_address_trgm_idx')
      .using('gin', sql`${table.addressText} gin_trgm_ops`)
      .with(NO_PENDING_LIST),
    index('search_tutor_documents_subject_ids_idx').using('gin', table.subjectIds).with(NO_PENDING_LIST),
    index('search_tutor_documents_curriculum_ids_idx')
      .using('gin', table.curriculumIds)
      .with(NO_PENDING_LIST),
    index('search_tutor_documents_level_ids_idx').using('gin', table.levelIds).with(NO_PENDING_LIST),
    index('search_tutor_documents_non_academic_ids_idx')
      .using('gin', table.nonAcademicIds)
      .with(NO_PENDING_LIST),
    index('search_tutor_documents_counselling_ids_idx')
      .using('gin', table.counsellingSubjectIds)
      .with(NO_PENDING_LIST),
    // The few boosted documents, for the sweep that notices a boost ended (search-indexer.ts).
    index('search_tutor_documents_boosted_idx')
      .on(table.userId)
      .where(sql`${table.boost} > 0`),
    index('search_tutor_documents_listing_idx').on(
      table.country,
      table.tutorKind,
      table.listed,
      table.boost.desc(),
      table.completionPercent.desc(),
      table.joinedAt.desc(),
      table.userId,
    ),
  ],
);

/** The typo vocabulary: lower-cased, accent-stripped words of names, subjects, skills and addresses. */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (table) => [
  index('search_terms_term_trgm_idx')
    .using('gin', sql`${table.term} gin_trgm_ops`)
    .with(NO_PENDING_LIST),
]);

/**
 * SymSpell: every term under itself and each of its one-letter deletions. A query word and its own
 * deletions meet a term here for every single edit (insertion, deletion, substitution, transposition).
 */
export const searchTermVariants = pgTable(
  'search_term_variants',
  {
    variant: text('variant').notNull(),
    term: text('term')
      .notNull()
      .references(() => searchTerms.term, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.variant, table.term] })],
);

/** Users whose document is stale: filled by triggers on every source table, drained by the indexer. */
export const searchDirty = pgTable('search_dirty', {
  // No foreign key: a deleted user's id must still be queued so the indexer drops the document.
  userId: uuid('user_id').primaryKey(),
  queuedAt: timestamptz('queued_at').notNull().defaultNow(),
});

export type SearchTutorDocumentRow = typeof searchTutorDocuments.$inferSelect;
