import type { ProfileFacts } from '@ajar/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, users, type RoleRow, type UserRow } from '../account';
import {
  certificates,
  education,
  experienceSubjects,
  experiences,
  profileCounsellingSubjects,
  profileNonAcademicSubjects,
  profileOtherPlatforms,
  profileSubjectLevels,
  profileSubjects,
  profiles,
  skills,
  type ProfileRow,
} from './profile.tables';

/** A user with everything getProfile shows besides the lists: read in ONE query. */
export interface ProfileCore {
  readonly user: UserRow;
  readonly role: RoleRow;
  readonly profile: ProfileRow | null;
  readonly facts: ProfileFacts;
  readonly testimonialCount: number;
  /** Reviews of lessons the reviewers had (verified); the rating is their average. */
  readonly reviewCount: number;
  readonly averageRating: number | null;
}

const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

// Completion facts (spec section 4) and testimonial figures as correlated subqueries of the user row.
const coreColumns = {
  user: users,
  role: roles,
  profile: profiles,
  // "Subjects" is what the tutor offers: academic subjects with a priced level, lifelong and counselling subjects.
  subjects: count(
    sql`select (select count(*) from profile_subjects ps where ps.user_id = ${users.id}
          and exists (select 1 from profile_subject_levels psl where psl.profile_subject_id = ps.id))
        + (select count(*) from profile_non_academic_subjects pn where pn.user_id = ${users.id})
        + (select count(*) from profile_counselling_subjects pc where pc.user_id = ${users.id})`,
  ),
  education: count(sql`select count(*) from education e where e.user_id = ${users.id}`),
  experience: count(sql`select count(*) from experiences x where x.user_id = ${users.id}`),
  certificates: count(sql`select count(*) from certificates c where c.user_id = ${users.id}`),
  skills: count(sql`select count(*) from skills s where s.user_id = ${users.id}`),
  introductionVideos: count(
    sql`select count(*) from resources r where r.owner_user_id = ${users.id} and r.kind = 'VIDEO'`,
  ),
  avatarResources: count(
    sql`select count(*) from resources r where r.owner_user_id = ${users.id} and r.kind = 'AVATAR'`,
  ),
  testimonialCount: count(
    sql`select count(*) from testimonials t where t.tutor_user_id = ${users.id} and t.status = 'ACTIVE'`,
  ),
  reviewCount: count(
    sql`select count(*) from testimonials t
        where t.tutor_user_id = ${users.id} and t.status = 'ACTIVE' and t.booking_id is not null`,
  ),
  averageRating: sql<string | null>`(select avg(t.rating)::float8 from testimonials t
    where t.tutor_user_id = ${users.id} and t.status = 'ACTIVE' and t.booking_id is not null)`,
};

export type ProfileLookup = { readonly userId: string } | { readonly token: string };

type CoreRow = {
  [Key in keyof typeof coreColumns]: Key extends 'user'
    ? UserRow
    : Key extends 'role'
      ? RoleRow
      : Key extends 'profile'
        ? ProfileRow | null
        : Key extends 'averageRating'
          ? string | null
          : number;
};

function coreOf(row: CoreRow): ProfileCore {
  return {
    user: row.user,
    role: row.role,
    profile: row.profile,
    facts: {
      subjects: row.subjects,
      education: row.education,
      experience: row.experience,
      certificates: row.certificates,
      introductionVideos: row.introductionVideos,
      skills: row.skills,
      hasAvatar: row.user.avatarUrl !== null || row.avatarResources > 0,
      descriptionLength: row.user.description?.trim().length ?? 0,
      hasAddress: (row.user.address?.trim().length ?? 0) > 0,
    },
    testimonialCount: row.testimonialCount,
    reviewCount: row.reviewCount,
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
  };
}

const coreQuery = (executor: Executor) =>
  executor
    .select(coreColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(profiles, eq(profiles.userId, users.id));

export async function findProfileCore(
  executor: Executor,
  lookup: ProfileLookup,
): Promise<ProfileCore | undefined> {
  const [row] = await coreQuery(executor)
    .where('userId' in lookup ? eq(users.id, lookup.userId) : eq(users.token, lookup.token))
    .limit(1);
  return row ? coreOf(row) : undefined;
}

/** The cores of many users in one query (the search indexer computes completion from these facts). */
export async function profileCoresOf(executor: Executor, userIds: readonly string[]): Promise<ProfileCore[]> {
  if (userIds.length === 0) return [];
  const rows = await coreQuery(executor).where(inArray(users.id, [...userIds]));
  return rows.map(coreOf);
}

/** Creates the user's profile row (with its random referral code) when it is missing. */
export async function ensureProfile(executor: Executor, userId: string, modifiedAt: Date): Promise<void> {
  await executor
    .insert(profiles)
    .values({ userId, dateModified: modifiedAt })
    .onConflictDoNothing({ target: profiles.userId });
}

/** Marks the profile as changed now, creating its row if need be. */
export async function touchProfile(executor: Executor, userId: string, now: Date): Promise<void> {
  await executor
    .insert(profiles)
    .values({ userId, dateModified: now })
    .onConflictDoUpdate({ target: profiles.userId, set: { dateModified: now } });
}

/** The ids among `ids` that exist in `table` and belong to `userId` (ownership is in the WHERE). */
export async function ownedIds(
  executor: Executor,
  table:
    | typeof education
    | typeof experiences
    | typeof experienceSubjects
    | typeof profileSubjects
    | typeof profileSubjectLevels
    | typeof skills
    | typeof profileOtherPlatforms
    | typeof profileCounsellingSubjects
    | typeof profileNonAcademicSubjects
    | typeof certificates,
  userId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), inArray(table.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
