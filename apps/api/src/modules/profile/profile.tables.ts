import { EXPERIENCE_TYPES, GENDERS } from '@ajar/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import {
  counsellingSubjects,
  curricula,
  levels,
  nonAcademicCategories,
  otherPlatforms,
  referenceSubjects,
} from '../reference';
import { resources } from '../resource';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const priceMinor = () => bigint('price_per_hour_minor', { mode: 'number' }).notNull();

/**
 * The profile details beyond the account (spec section 3, Profile). One row per user, created by
 * the migration for existing users and on first use for new ones; the referral code is random.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gender: text('gender', { enum: GENDERS }),
    race: text('race'),
    nric: text('nric'),
    phone: text('phone'),
    school: text('school'),
    eventsFromGoogle: boolean('events_from_google').notNull().default(false),
    referralCode: text('referral_code')
      .notNull()
      .unique()
      .default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 12))`),
    dateModified: timestamptz('date_modified').notNull().defaultNow(),
  },
  (table) => [check('profiles_gender_valid', sql`${table.gender} in ('Male', 'Female')`)],
);

/** An academic subject a tutor teaches; its levels carry the prices. */
export const profileSubjects = pgTable(
  'profile_subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => referenceSubjects.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [unique('profile_subjects_user_subject_unique').on(table.userId, table.subjectId)],
);

export const profileSubjectLevels = pgTable(
  'profile_subject_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Denormalised owner: every ownership check is one WHERE on this table.
    userId: userRef(),
    profileSubjectId: uuid('profile_subject_id')
      .notNull()
      .references(() => profileSubjects.id, { onDelete: 'cascade' }),
    levelId: uuid('level_id')
      .notNull()
      .references(() => levels.id),
    pricePerHourMinor: priceMinor(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('profile_subject_levels_subject_level_unique').on(table.profileSubjectId, table.levelId),
    index('profile_subject_levels_user_id_idx').on(table.userId),
    check('profile_subject_levels_price_not_negative', sql`${table.pricePerHourMinor} >= 0`),
  ],
);

export const education = pgTable(
  'education',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    institution: text('institution').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
    isPresent: boolean('is_present').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('education_user_id_idx').on(table.userId)],
);

export const experiences = pgTable(
  'experiences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    type: text('type', { enum: EXPERIENCE_TYPES }).notNull(),
    institution: text('institution').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
    isPresent: boolean('is_present').notNull().default(false),
    isPrivateTutor: boolean('is_private_tutor').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('experiences_user_id_idx').on(table.userId),
    check('experiences_type_valid', sql`${table.type} in ('ACADEMIC', 'NON_ACADEMIC', 'COUNSELLING')`),
  ],
);

/** What was taught in an experience: free text, as tutors name subjects from other places. */
export const experienceSubjects = pgTable(
  'experience_subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    experienceId: uuid('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: text('level'),
    curriculum: text('curriculum'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('experience_subjects_experience_id_idx').on(table.experienceId),
    index('experience_subjects_user_id_idx').on(table.userId),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    /** The uploaded file (a CERTIFICATE resource of the same user), when there is one. */
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('certificates_user_id_idx').on(table.userId)],
);

export const skills = pgTable(
  'skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('skills_user_id_lower_name_unique').on(table.userId, sql`lower(${table.name})`),
    // findSkills: case-insensitive "contains" over every user's skills.
    index('skills_lower_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

export const profileOtherPlatforms = pgTable(
  'profile_other_platforms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    otherPlatformId: uuid('other_platform_id')
      .notNull()
      .references(() => otherPlatforms.id),
    link: text('link').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('profile_other_platforms_user_id_idx').on(table.userId)],
);

export const profileCurricula = pgTable(
  'profile_curricula',
  {
    userId: userRef(),
    curriculumId: uuid('curriculum_id')
      .notNull()
      .references(() => curricula.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.curriculumId] })],
);

export const profileCounsellingSubjects = pgTable(
  'profile_counselling_subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    counsellingSubjectId: uuid('counselling_subject_id')
      .notNull()
      .references(() => counsellingSubjects.id),
    pricePerHourMinor: priceMinor(),
    orderList: integer('order_list').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('profile_counselling_subjects_user_subject_unique').on(table.userId, table.counsellingSubjectId),
    check('profile_counselling_subjects_price_not_negative', sql`${table.pricePerHourMinor} >= 0`),
  ],
);

/** Lifelong-learning (coaching) offers: a reference sub-category with the coach's price. */
export const profileNonAcademicSubjects = pgTable(
  'profile_non_academic_subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    nonAcademicId: uuid('non_academic_id')
      .notNull()
      .references(() => nonAcademicCategories.id),
    pricePerHourMinor: priceMinor(),
    orderList: integer('order_list').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('profile_non_academic_subjects_user_category_unique').on(table.userId, table.nonAcademicId),
    check('profile_non_academic_subjects_price_not_negative', sql`${table.pricePerHourMinor} >= 0`),
  ],
);

/** One row per opening of a public profile by a signed-in non-owner (listWhoViewedProfile). */
export const profileViews = pgTable(
  'profile_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    viewerUserId: userRef('viewer_user_id'),
    viewedUserId: userRef('viewed_user_id'),
    source: text('source'),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (table) => [index('profile_views_viewed_user_id_viewed_at_idx').on(table.viewedUserId, table.viewedAt)],
);

/** profileCompletionRequest: remembered so that one person's repeated asks send one mail a day. */
export const profileCompletionRequests = pgTable(
  'profile_completion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterUserId: userRef('requester_user_id'),
    tutorUserId: userRef('tutor_user_id'),
    section: text('section').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('profile_completion_requests_lookup_idx').on(
      table.requesterUserId,
      table.tutorUserId,
      table.section,
      table.createdAt,
    ),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
