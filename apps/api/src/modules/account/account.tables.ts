import { TUTOR_KINDS, type CountryCode, type RoleCode } from '@ajar/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tutorKindEnum = pgEnum('tutor_kind', TUTOR_KINDS);
export const ONE_USE_CODE_KINDS = ['activation', 'reset'] as const;
export type OneUseCodeKind = (typeof ONE_USE_CODE_KINDS)[number];
export const oneUseCodeKindEnum = pgEnum('one_use_code_kind', ONE_USE_CODE_KINDS);

/** Seeded by migration: STDN, TTR0, CMPN. */
export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').$type<RoleCode>().notNull().unique(),
  name: text('name').notNull(),
  isPrivate: boolean('is_private').notNull().default(false),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').$type<CountryCode>().notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    tutorKind: tutorKindEnum('tutor_kind'),
    verified: boolean('verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamptz('deactivated_at'),
    deactivationReason: text('deactivation_reason'),
    /** Set while the Ajar team has suspended the account; is_active is false meanwhile. */
    suspendedAt: timestamptz('suspended_at'),
    /** Public profile token, the first part of /{country}/{token}--{id}--{first}--{last}. */
    token: text('token').notNull().unique(),
    dateJoined: timestamptz('date_joined').notNull().defaultNow(),
    dateModified: timestamptz('date_modified').notNull().defaultNow(),
    description: text('description'),
    dob: date('dob', { mode: 'string' }),
    address: text('address'),
    avatarUrl: text('avatar_url'),
    referralId: text('referral_id'),
    referralCode: text('referral_code'),
    uplineId: text('upline_id'),
    signInCount: integer('sign_in_count').notNull().default(0),
    lastSignInAt: timestamptz('last_sign_in_at'),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    index('users_role_id_idx').on(table.roleId),
    index('users_country_idx').on(table.country),
  ],
);

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  designation: text('designation'),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  industry: text('industry').notNull(),
  summary: text('summary').notNull(),
  website: text('website').notNull(),
  unit: text('unit').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state'),
  postalCode: text('postal_code').notNull(),
  country: text('country').notNull(),
  facebook: text('facebook'),
  instagram: text('instagram'),
  linkedin: text('linkedin'),
  twitter: text('twitter'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Web sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Tokens handed to the community site by singInToCommunity; they never authenticate this API. */
export const communityTokens = pgTable(
  'community_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('community_tokens_user_id_idx').on(table.userId)],
);

/** Activation and password-reset codes: single use, short-lived, stored as SHA-256. */
export const oneUseCodes = pgTable(
  'one_use_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: oneUseCodeKindEnum('kind').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('one_use_codes_user_id_kind_idx').on(table.userId, table.kind)],
);

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
