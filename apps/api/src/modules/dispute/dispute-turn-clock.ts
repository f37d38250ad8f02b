import { isTurnExpired, otherParty } from '@ajar/domain';
import type { Deps } from '../../deps';
import { closeDispute } from './dispute-close';
import { notifyDisputeParties, type DisputeNotice } from './dispute-notify';
import { expiredTurnIds, insertDisputeEvent, lockDispute } from './dispute.queries';
import { stateOf } from './dispute.policy';

/*
 * The 72 h turn clock. When a turn runs out, the silent party is taken to accept the proposal on the table
 * (see packages/domain/src/trust/disputes.ts): the dispute settles with that proposal's refund, once. Safe to
 * run twice or late: a dispute answered, escalated or settled meanwhile is left as it is.
 */

/** Settles one dispute whose turn ran out; false when there was nothing to do. */
export async function expireDisputeTurn(deps: Deps, disputeId: string): Promise<boolean> {
  const now = deps.clock.now();
  const notice = await deps.db.transaction(async (tx): Promise<DisputeNotice | null> => {
    const dispute = await lockDispute(tx, disputeId);
    if (!dispute || !isTurnExpired(stateOf(dispute), now)) return null;
    const settled = await closeDispute(tx, dispute, {
      status: 'AGREED',
      refundMinor: dispute.proposalRefundMinor,
      now,
    });
    await insertDisputeEvent(tx, {
      disputeId: dispute.id,
      kind: 'TIMEOUT',
      actorId: null,
      // The party who stayed silent; the proposal by the other party stood.
      party: dispute.turn ?? otherParty(dispute.proposalBy),
      outcome: dispute.proposalOutcome,
      refundMinor: dispute.proposalRefundMinor,
      createdAt: now,
    });
    return { code: 'DISPUTE_TIMED_OUT', dispute: settled };
  });
  if (!notice) return false;
  await notifyDisputeParties(deps, notice);
  return true;
}

/** Every dispute whose turn has run out by now; returns how many settled. */
export async function expireDueDisputeTurns(deps: Deps): Promise<number> {
  let settled = 0;
  for (const id of await expiredTurnIds(deps.db, deps.clock.now()))
    if (await expireDisputeTurn(deps, id)) settled += 1;
  return settled;
}
