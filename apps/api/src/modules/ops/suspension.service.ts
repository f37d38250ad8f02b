import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import {
  findAccountForStaff,
  restoreAccount,
  suspendAccount,
  type StaffAccountView,
  type SuspensionOutcome,
} from '../account';
import { recordStaffAction } from '../audit';

const notFound = (): DomainError => new DomainError('NOT_FOUND', 'notFound');

const stateOf = (account: StaffAccountView | undefined) =>
  account && {
    isActive: account.isActive,
    suspendedAt: account.suspendedAt?.toISOString() ?? null,
    reason: account.deactivationReason,
  };

function refusalError(outcome: Extract<SuspensionOutcome, { ok: false }>): DomainError {
  if (outcome.refusal === 'notFound') return notFound();
  if (outcome.refusal === 'staff') return new DomainError('FORBIDDEN', 'staffNotSuspendable');
  if (outcome.refusal === 'alreadySuspended') return new DomainError('CONFLICT', 'userAlreadySuspended');
  return new DomainError('CONFLICT', 'userNotSuspended');
}

/**
 * Suspends an account in the caller's transaction and writes it to the audit log there too. Returns the
 * sessions that ended, for the caller to announce once committed.
 */
export async function suspendWithin(
  tx: Executor,
  staff: Viewer,
  input: { readonly userId: string; readonly reason: string; readonly now: Date },
): Promise<readonly string[]> {
  if (!isPvid(input.userId)) throw notFound();
  // Locked, so the audit's "before" is the state the suspension changes.
  const before = await findAccountForStaff(tx, { id: input.userId }, { lock: true });
  const outcome = await suspendAccount(tx, input.userId, input.reason, input.now);
  if (!outcome.ok) throw refusalError(outcome);
  await recordStaffAction(tx, {
    staffId: staff.userId,
    action: 'user.suspend',
    entityType: 'USER',
    entityId: input.userId,
    before: stateOf(before),
    after: stateOf(await findAccountForStaff(tx, { id: input.userId })),
    reason: input.reason,
    at: input.now,
  });
  return outcome.endedSessionIds;
}

/** suspendUser: the account cannot sign in, its sessions end at once, a tutor leaves search. */
export async function suspendUser(
  deps: Deps,
  staff: Viewer,
  input: { readonly userId: string; readonly reason: string },
): Promise<StaffAccountView> {
  const now = deps.clock.now();
  const ended = await deps.db.transaction((tx) => suspendWithin(tx, staff, { ...input, now }));
  deps.sessionWatch.announceEnded(ended);
  return (await findAccountForStaff(deps.db, { id: input.userId })) ?? Promise.reject(notFound());
}

/** restoreUser: lifts a suspension. */
export async function restoreUser(
  deps: Deps,
  staff: Viewer,
  input: { readonly userId: string; readonly reason: string },
): Promise<StaffAccountView> {
  if (!isPvid(input.userId)) throw notFound();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await findAccountForStaff(tx, { id: input.userId }, { lock: true });
    if (!before) throw notFound();
    const outcome = await restoreAccount(tx, input.userId, now);
    if (!outcome.ok) throw refusalError(outcome);
    const after = await findAccountForStaff(tx, { id: input.userId });
    await recordStaffAction(tx, {
      staffId: staff.userId,
      action: 'user.restore',
      entityType: 'USER',
      entityId: input.userId,
      before: stateOf(before),
      after: stateOf(after),
      reason: input.reason,
      at: now,
    });
    return after ?? before;
  });
}

/** The account with this email, for the console's user search. */
export async function findUserByEmailForStaff(deps: Deps, email: string): Promise<StaffAccountView | null> {
  return (await findAccountForStaff(deps.db, { email })) ?? null;
}
