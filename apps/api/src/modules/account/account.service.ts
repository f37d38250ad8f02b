import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { DomainError } from '../../graphql/errors';
import { roles, users } from './account.tables';
import { findUserById, revokeAllSessions } from './account.queries';
import { toProfileView, toRoleView, type ProfileView, type RoleView } from './account.shapes';
import type { Viewer } from './session.service';

/** The roles a visitor can pick when registering. */
export async function listRoles(deps: Deps): Promise<RoleView[]> {
  const rows = await deps.db.select().from(roles).where(eq(roles.isPrivate, false)).orderBy(asc(roles.code));
  return rows.map(toRoleView);
}

/** The viewer's own profile: the id comes from the session, never from the caller. */
export async function getOwnProfile(deps: Deps, viewer: Viewer): Promise<ProfileView> {
  const found = await findUserById(deps.db, viewer.userId);
  if (!found) throw new DomainError('NOT_FOUND', 'notFound');
  return toProfileView(found.user, found.role);
}

/** Marks the account inactive with the reason given, and ends all of its sessions. */
export async function deactivateAccount(deps: Deps, viewer: Viewer, reason: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isActive: false, deactivatedAt: now, deactivationReason: reason, dateModified: now })
      .where(eq(users.id, viewer.userId));
    await revokeAllSessions(tx, viewer.userId, now);
  });
}
