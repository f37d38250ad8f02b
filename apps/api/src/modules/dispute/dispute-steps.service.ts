import { armTurnClock } from './dispute-turn-clock';
import {
  DISPUTE_MESSAGE_MAX,
  disputeStepProblem,
  otherParty,
  proposalRefundMinor,
  turnEndsAt,
  type DisputeOutcome,
  type DisputeParty,
  type DisputeStep,
  type NotificationCode,
} from '@ajar/domain';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { closeDispute } from './dispute-close';
import { notifyDisputeParties, type DisputeNotice } from './dispute-notify';
import { insertDisputeEvent, lockDispute, updateDispute } from './dispute.queries';
import { partyOf, stateOf } from './dispute.policy';
import type { DisputeRow } from './dispute.tables';

/** A party's step on a dispute: its row locked, the rules asked, then `apply` in the same transaction. */
export async function takeDisputeStep(
  deps: Deps,
  viewer: Viewer,
  disputeId: string,
  step: DisputeStep,
  apply: (tx: Transaction, dispute: DisputeRow, party: DisputeParty, now: Date) => Promise<DisputeNotice>,
): Promise<string> {
  const now = deps.clock.now();
  const notice = await deps.db.transaction(async (tx) => {
    const dispute = await lockDispute(tx, disputeId);
    const party = dispute ? partyOf(dispute, viewer.userId) : null;
    if (!dispute || !party) throw new DomainError('NOT_FOUND', 'notFound');
    const problem = disputeStepProblem(stateOf(dispute), party, step, now);
    if (problem) throw new DomainError('CONFLICT', problem);
    return apply(tx, dispute, party, now);
  });
  await notifyDisputeParties(deps, notice);
  return disputeId;
}

function messageOf(text: string | null | undefined): string {
  const message = (text ?? '').trim();
  if (message.length > DISPUTE_MESSAGE_MAX)
    throw new DomainError('BAD_USER_INPUT', 'disputeMessageInvalid', { message: 'disputeMessageInvalid' });
  return message;
}

/** The party on turn counters: their proposal goes on the table and the other party's 72 h begin. */
export async function proposeDisputeOutcome(
  deps: Deps,
  viewer: Viewer,
  input: {
    readonly disputeId: string;
    readonly outcome: DisputeOutcome;
    readonly refundMinor: number | null;
    readonly message?: string | null;
  },
): Promise<string> {
  const message = messageOf(input.message);
  return takeDisputeStep(deps, viewer, input.disputeId, 'counter', async (tx, dispute, party, now) => {
    const refund = proposalRefundMinor(input.outcome, input.refundMinor, dispute.refundableMinor);
    if (refund === null)
      throw new DomainError('BAD_USER_INPUT', 'disputeRefundInvalid', {
        refundAmount: 'disputeRefundInvalid',
      });
    const endsAt = turnEndsAt(now);
    const updated = await updateDispute(tx, dispute.id, {
      proposalOutcome: input.outcome,
      proposalRefundMinor: refund,
      proposalBy: party,
      turn: otherParty(party),
      turnEndsAt: endsAt,
      counters: dispute.counters + 1,
      updatedAt: now,
    });
    await armTurnClock(tx, dispute.id, endsAt);
    await insertDisputeEvent(tx, {
      disputeId: dispute.id,
      kind: 'PROPOSAL',
      actorId: viewer.userId,
      party,
      outcome: input.outcome,
      refundMinor: refund,
      message,
      createdAt: now,
    });
    return { code: 'DISPUTE_PROPOSAL', dispute: updated, except: viewer.userId };
  });
}

/** The party on turn accepts the proposal on the table: the dispute settles with its refund. */
export async function acceptDisputeProposal(deps: Deps, viewer: Viewer, disputeId: string): Promise<string> {
  return takeDisputeStep(deps, viewer, disputeId, 'accept', async (tx, dispute, party, now) => {
    const settled = await closeDispute(tx, dispute, {
      status: 'AGREED',
      refundMinor: dispute.proposalRefundMinor,
      now,
    });
    await insertDisputeEvent(tx, {
      disputeId: dispute.id,
      kind: 'AGREED',
      actorId: viewer.userId,
      party,
      outcome: dispute.proposalOutcome,
      refundMinor: dispute.proposalRefundMinor,
      createdAt: now,
    });
    return { code: 'DISPUTE_AGREED' satisfies NotificationCode, dispute: settled };
  });
}

/** Either party writes, while the dispute is open; the turn and its clock stay as they are. */
export async function sendDisputeMessage(
  deps: Deps,
  viewer: Viewer,
  input: { readonly disputeId: string; readonly message: string },
): Promise<string> {
  const message = messageOf(input.message);
  if (message.length === 0)
    throw new DomainError('BAD_USER_INPUT', 'disputeMessageInvalid', { message: 'disputeMessageInvalid' });
  return takeDisputeStep(deps, viewer, input.disputeId, 'message', async (tx, dispute, party, now) => {
    await insertDisputeEvent(tx, {
      disputeId: dispute.id,
      kind: 'MESSAGE',
      actorId: viewer.userId,
      party,
      message,
      createdAt: now,
    });
    return { code: 'DISPUTE_MESSAGE', dispute, except: viewer.userId };
  });
}
