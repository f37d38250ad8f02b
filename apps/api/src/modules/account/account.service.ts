import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { roles, users } from './account.tables';
import { revokeAllSessions } from './account.queries';
import { toRoleView, type RoleView } from './account.shapes';
import type { Viewer } from '../../kernel/viewer';

/** The roles a visitor can pick when registering. */
export async function listRoles(deps: Deps): Promise<RoleView[]> {
  const rows = await deps.db.select().from(roles).where(eq(roles.isPrivate, false)).orderBy(asc(roles.code));
  return rows.map(toRoleView);
}

/** Marks the account inactive with the reason given, and ends all of its sessions. */
export async function deactivateAccount(deps: Deps, viewer: Viewer, reason: string): Promise<void> {
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isActive: false, deactivatedAt: now, deactivationReason: reason, dateModified: now })
      .where(eq(users.id, viewer.userId));
    return revokeAllSessions(tx, viewer.userId, now);
  });
  deps.sessionWatch.announceEnded(ended);
}
