import { isTurnExpired, otherParty } from '@ajar/domain';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { enqueueJob, type JobHandlers } from '../jobs';
import { closeDispute } from './dispute-close';
import { notifyDisputeParties, type DisputeNotice } from './dispute-notify';
import { expiredTurnIds, insertDisputeEvent, lockDispute } from './dispute.queries';
import { stateOf } from './dispute.policy';

/*
 * The 72 h turn clock. When a turn runs out, the silent party is taken to accept the proposal on the table
 * (see packages/domain/src/trust/disputes.ts): the dispute settles with that proposal's refund, once. Safe to
 * run twice or late: a dispute answered, escalated or settled meanwhile is left as it is.
 */

/** The turn clock's durable job (modules/jobs): one per dispute, moved at each counter-proposal. */
export const DISPUTE_TURN_JOB = 'dispute.turn';

/** Arms (or moves) the dispute's turn clock, in the transaction that set the turn. */
export const armTurnClock = (tx: Transaction, disputeId: string, endsAt: Date) =>
  enqueueJob(tx, { kind: DISPUTE_TURN_JOB, key: disputeId, runAt: endsAt });

/** The jobs' handler: settles the dispute if its turn ran out, inside the job's transaction. */
export function disputeJobHandlers(deps: Deps): JobHandlers {
  return {
    [DISPUTE_TURN_JOB]: async (tx, job, now) => {
      const notice = await expireIn(tx, job.key, now);
      return notice ? () => notifyDisputeParties(deps, notice) : undefined;
    },
  };
}

/** Settles one dispute whose turn ran out; false when there was nothing to do. */
export async function expireDisputeTurn(deps: Deps, disputeId: string): Promise<boolean> {
  const now = deps.clock.now();
  const notice = await deps.db.transaction((tx) => expireIn(tx, disputeId, now));
  if (!notice) return false;
  await notifyDisputeParties(deps, notice);
  return true;
}

async function expireIn(tx: Transaction, disputeId: string, now: Date): Promise<DisputeNotice | null> {
  {
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
  }
}

/** Every dispute whose turn has run out by now; returns how many settled. */
export async function expireDueDisputeTurns(deps: Deps): Promise<number> {
  let settled = 0;
  for (const id of await expiredTurnIds(deps.db, deps.clock.now()))
    if (await expireDisputeTurn(deps, id)) settled += 1;
  return settled;
}
