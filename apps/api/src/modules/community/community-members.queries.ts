import { STAFF_ROLE_CODE, type CountryCode } from '@ajar/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, users } from '../account';
import { profiles } from '../profile';
import { resources } from '../resource';
import {
  communityAnswers,
  communityComments,
  communityFollows,
  communityPosts,
  communityProfiles,
  communityVotes,
} from './community.tables';

const int = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** A member's community profile facts: the user, what they wrote about themselves, their counts. */
const memberColumns = {
  userId: users.id,
  username: users.token,
  firstName: users.firstName,
  lastName: users.lastName,
  country: users.country,
  avatarUrl: users.avatarUrl,
  roleCode: roles.code,
  gender: profiles.gender,
  title: communityProfiles.title,
  description: communityProfiles.description,
  website: communityProfiles.website,
  location: communityProfiles.location,
  banner: sql<string | null>`(select r.path from ${resources} r where r.owner_user_id = ${users.id}
    and r.kind = 'BANNER' order by r.created_at desc limit 1)`,
  posts: int(
    sql`select count(*) from ${communityPosts} p where p.author_id = ${users.id} and p.kind = 'POST'`,
  ),
  questions: int(
    sql`select count(*) from ${communityPosts} p where p.author_id = ${users.id} and p.kind = 'QUESTION'`,
  ),
  answers: int(sql`select count(*) from ${communityAnswers} a where a.author_id = ${users.id}`),
  comments: int(sql`select count(*) from ${communityComments} c where c.author_id = ${users.id}`),
  followings: int(sql`select count(*) from ${communityFollows} f where f.follower_id = ${users.id}`),
  followers: int(sql`select count(*) from ${communityFollows} f where f.followee_id = ${users.id}`),
  upvotesReceived: int(
    sql`select count(*) from ${communityVotes} v where v.receiver_id = ${users.id} and v.value = 1`,
  ),
  downvotesReceived: int(
    sql`select count(*) from ${communityVotes} v where v.receiver_id = ${users.id} and v.value = -1`,
  ),
  acceptedAnswers: int(
    sql`select count(*) from ${communityAnswers} a join ${communityPosts} p on p.accepted_answer_id = a.id
      where a.author_id = ${users.id} and p.author_id <> a.author_id`,
  ),
};

export type MemberRow = Awaited<ReturnType<typeof membersWhere>>[number];

function membersWhere(executor: Executor, where: SQL | undefined) {
  return executor
    .select(memberColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, users.id))
    .where(and(eq(users.isActive, true), where));
}

export const memberById = async (executor: Executor, userId: string) =>
  (await membersWhere(executor, eq(users.id, userId)))[0];
export const memberByUsername = async (executor: Executor, username: string) =>
  (await membersWhere(executor, eq(users.token, username)))[0];

/** The Ajar team (staff accounts) of a market, oldest first. */
export function teamOf(executor: Executor, country: CountryCode, limit: number) {
  return membersWhere(executor, and(eq(roles.code, STAFF_ROLE_CODE), eq(users.country, country)))
    .orderBy(asc(users.dateJoined), asc(users.id))
    .limit(limit);
}

/** The member's last post, answer or comment time, or null. */
export async function lastActivityOf(executor: Executor, userId: string): Promise<Date | null> {
  const [row] = await executor
    .select({
      at: sql<string | null>`greatest(
        (select max(p.created_at) from ${communityPosts} p where p.author_id = ${userId}),
        (select max(a.created_at) from ${communityAnswers} a where a.author_id = ${userId}),
        (select max(c.created_at) from ${communityComments} c where c.author_id = ${userId}))`,
    })
    .from(sql`(select 1) as one`);
  return row?.at ? new Date(row.at) : null;
}

export async function isFollowingRow(executor: Executor, followerId: string, followeeId: string) {
  const [row] = await executor
    .select({ one: sql`1` })
    .from(communityFollows)
    .where(and(eq(communityFollows.followerId, followerId), eq(communityFollows.followeeId, followeeId)));
  return row !== undefined;
}

/** True when this call created the follow (a repeat changes nothing). */
export async function insertFollow(executor: Executor, followerId: string, followeeId: string, at: Date) {
  const rows = await executor
    .insert(communityFollows)
    .values({ followerId, followeeId, createdAt: at })
    .onConflictDoNothing()
    .returning({ followerId: communityFollows.followerId });
  return rows.length > 0;
}

export async function deleteFollow(executor: Executor, followerId: string, followeeId: string) {
  await executor
    .delete(communityFollows)
    .where(and(eq(communityFollows.followerId, followerId), eq(communityFollows.followeeId, followeeId)));
}

export async function upsertCommunityProfile(
  executor: Executor,
  userId: string,
  fields: {
    readonly title: string | null;
    readonly description: string | null;
    readonly website: string | null;
    readonly location: string | null;
  },
  at: Date,
) {
  await executor
    .insert(communityProfiles)
    .values({ userId, ...fields, updatedAt: at })
    .onConflictDoUpdate({ target: communityProfiles.userId, set: { ...fields, updatedAt: at } });
}
