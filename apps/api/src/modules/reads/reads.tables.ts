import {
  BLOG_POST_STATUSES,
  BOOST_TYPES,
  TUTOR_ARTICLE_STATUSES,
  type BlogPostStatus,
  type BoostType,
  type CountryCode,
} from '@ajar/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Spec section 3, Tutor article (moved here from the profile, which only read it). The body is
 * HTML the server sanitized when it was saved; the counts are recomputed from their rows under the article's
 * lock, so pages read them without aggregating. Its market is its author's.
 */
export const tutorArticles = pgTable(
  'tutor_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorUserId: userRef('tutor_user_id'),
    title: text('title').notNull(),
    /** The cover's public path (/uploads/...), or null. */
    image: text('image'),
    body: text('body').notNull().default(''),
    subject: text('subject').notNull().default(''),
    comments: integer('comments').notNull().default(0),
    views: integer('views').notNull().default(0),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    status: text('status', { enum: TUTOR_ARTICLE_STATUSES }).notNull().default('DRAFT'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The team's reason when it sent the article back (status REJECTED). */
    rejectReason: text('reject_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    submittedAt: timestamptz('submitted_at'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamptz('published_at'),
  },
  (table) => [
    index('tutor_articles_tutor_user_id_idx').on(table.tutorUserId),
    index('tutor_articles_status_published_idx').on(table.status, table.publishedAt),
    check('tutor_articles_status_valid', sql`${table.status} in (${literals(TUTOR_ARTICLE_STATUSES)})`),
  ],
);

/** One vote per person and article (the unique pair): a second vote replaces the first. +1 up, -1 down. */
export const articleVotes = pgTable(
  'article_votes',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => tutorArticles.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    value: smallint('value').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('article_votes_article_user_unique').on(table.articleId, table.userId),
    check('article_votes_value', sql`${table.value} in (1, -1)`),
  ],
);

export const articleComments = pgTable(
  'article_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => tutorArticles.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    comment: text('comment').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('article_comments_article_idx').on(table.articleId, table.createdAt),
    index('article_comments_author_idx').on(table.authorId, table.createdAt),
  ],
);

/**
 * A counted view: one per reader and article and day (the reader is a user id, or a hash of a guest's
 * address and browser). A reload or a second tab counts nothing; the same reader tomorrow counts again.
 */
export const articleViews = pgTable(
  'article_views',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => tutorArticles.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [unique('article_views_once_a_day').on(table.articleId, table.viewerKey, table.day)],
);

/** boostTutorArticle: the article is first on reads/public from starts_at until ends_at (priced as profiles). */
export const articleBoosts = pgTable(
  'article_boosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => tutorArticles.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type').$type<BoostType>().notNull(),
    numberOfDays: integer('number_of_days').notNull(),
    credits: bigint('credits', { mode: 'number' }).notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('article_boosts_article_ends_idx').on(table.articleId, table.endsAt),
    check('article_boosts_type_known', sql`${table.type} in (${literals(BOOST_TYPES)})`),
    check('article_boosts_window', sql`${table.endsAt} > ${table.startsAt}`),
    check('article_boosts_paid', sql`${table.credits} > 0 and ${table.numberOfDays} > 0`),
  ],
);

/** The team's blog of a market, written in the console. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<CountryCode>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    image: text('image'),
    body: text('body').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<BlogPostStatus>().notNull().default('DRAFT'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    publishedAt: timestamptz('published_at'),
  },
  (table) => [
    index('blog_posts_country_published_idx').on(table.country, table.status, table.publishedAt),
    check('blog_posts_status_valid', sql`${table.status} in (${literals(BLOG_POST_STATUSES)})`),
  ],
);

export type TutorArticleRow = typeof tutorArticles.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
