import { STAFF_ROLE_CODE, type RoleCode } from '@ajar/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, users } from './account.tables';
import { revokeAllSessions } from './account.queries';

/** An account as the Ajar team sees it in the console. */
export interface StaffAccountView {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly roleCode: RoleCode;
  readonly isActive: boolean;
  readonly suspendedAt: Date | null;
  readonly deactivationReason: string | null;
  readonly dateJoined: Date;
  readonly lastSignInAt: Date | null;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  country: users.country,
  roleCode: roles.code,
  isActive: users.isActive,
  suspendedAt: users.suspendedAt,
  deactivationReason: users.deactivationReason,
  dateJoined: users.dateJoined,
  lastSignInAt: users.lastSignInAt,
};

/** One account by id or by email (emails are stored in lower case), or undefined. */
export async function findAccountForStaff(
  executor: Executor,
  by: { readonly id: string } | { readonly email: string },
  options: { readonly lock?: boolean } = {},
): Promise<StaffAccountView | undefined> {
  const query = executor
    .select(accountColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where('id' in by ? eq(users.id, by.id) : eq(users.email, by.email.trim().toLowerCase()))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: users }) : await query;
  return row;
}

export type SuspensionOutcome =
  | { readonly ok: true; readonly endedSessionIds: readonly string[] }
  | { readonly ok: false; readonly refusal: 'notFound' | 'alreadySuspended' | 'notSuspended' | 'staff' };

/**
 * Suspends an account in the caller's transaction: it cannot sign in, leaves search (its documents follow
 * is_active), and every session ends. The caller announces the ended sessions after commit.
 */
export async function suspendAccount(
  executor: Executor,
  userId: string,
  reason: string,
  now: Date,
): Promise<SuspensionOutcome> {
  const account = await findAccountForStaff(executor, { id: userId }, { lock: true });
  if (!account) return { ok: false, refusal: 'notFound' };
  if (account.roleCode === STAFF_ROLE_CODE) return { ok: false, refusal: 'staff' };
  if (account.suspendedAt) return { ok: false, refusal: 'alreadySuspended' };
  await executor
    .update(users)
    .set({
      isActive: false,
      suspendedAt: now,
      deactivatedAt: now,
      deactivationReason: reason,
      dateModified: now,
    })
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)));
  return { ok: true, endedSessionIds: await revokeAllSessions(executor, userId, now) };
}

/** Lifts a suspension: the account signs in and is listed again. */
export async function restoreAccount(
  executor: Executor,
  userId: string,
  now: Date,
): Promise<SuspensionOutcome> {
  const [restored] = await executor
    .update(users)
    .set({
      isActive: true,
      suspendedAt: null,
      deactivatedAt: null,
      deactivationReason: null,
      dateModified: now,
    })
    .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
    .returning({ id: users.id });
  return restored ? { ok: true, endedSessionIds: [] } : { ok: false, refusal: 'notSuspended' };
}
