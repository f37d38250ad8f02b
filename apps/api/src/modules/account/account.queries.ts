import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  communityTokens,
  companies,
  roles,
  sessions,
  users,
  type CompanyRow,
  type RoleRow,
  type UserRow,
} from './account.tables';

export interface UserWithRole {
  readonly user: UserRow;
  readonly role: RoleRow;
}

export async function findUserByEmail(executor: Executor, email: string): Promise<UserWithRole | undefined> {
  const [row] = await executor
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function findUserById(executor: Executor, userId: string): Promise<UserWithRole | undefined> {
  const [row] = await executor
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Roles are three rows; comparing in memory also refuses a pvid that is not a uuid. */
export async function findRoleByPvid(executor: Executor, pvid: string): Promise<RoleRow | undefined> {
  const all = await executor.select().from(roles);
  return all.find((role) => role.id === pvid);
}

export async function findCompanyOfUser(executor: Executor, userId: string): Promise<CompanyRow | undefined> {
  const [company] = await executor.select().from(companies).where(eq(companies.userId, userId)).limit(1);
  return company;
}

/**
 * Ends every web session and community token of a user; returns the web sessions ended, to announce
 * (SessionWatch.announceEnded) once the transaction has committed.
 */
export async function revokeAllSessions(executor: Executor, userId: string, now: Date): Promise<string[]> {
  const revoked = await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await executor
    .update(communityTokens)
    .set({ revokedAt: now })
    .where(and(eq(communityTokens.userId, userId), isNull(communityTokens.revokedAt)));
  return revoked.map((session) => session.id);
}
