import {
  disputeStepProblem,
  escalationFeeMinor,
  type CountryCode,
  type CurrencyCode,
  type DisputeParty,
} from '@ajar/domain';
import type { Executor, Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { holdEscalationFee } from './dispute-money';
import { notifyDisputeParties } from './dispute-notify';
import { takeDisputeStep } from './dispute-steps.service';
import { findDispute, insertDisputeEvent, lockDispute, updateDispute } from './dispute.queries';
import { partyOf, stateOf } from './dispute.policy';
import type { DisputeRow } from './dispute.tables';

/** The fee is taken from the party's balance and held; the team takes over and the turn clock stops. */
async function escalate(
  tx: Transaction,
  dispute: DisputeRow,
  party: DisputeParty,
  actorId: string,
  now: Date,
): Promise<DisputeRow> {
  const fee = escalationFeeMinor(dispute.currency);
  await holdEscalationFee(tx, dispute, party, fee);
  const escalated = await updateDispute(tx, dispute.id, {
    status: 'ESCALATED',
    turn: null,
    turnEndsAt: null,
    escalatedBy: party,
    escalationFeeMinor: fee,
    updatedAt: now,
  });
  await insertDisputeEvent(tx, {
    disputeId: dispute.id,
    kind: 'ESCALATED',
    actorId,
    party,
    refundMinor: fee,
    createdAt: now,
  });
  return escalated;
}

/** escalateDispute: the fee paid from the viewer's balance (refused with insufficientBalance when short). */
export function escalateDispute(deps: Deps, viewer: Viewer, disputeId: string): Promise<string> {
  return takeDisputeStep(deps, viewer, disputeId, 'escalate', async (tx, dispute, party, now) => ({
    code: 'DISPUTE_ESCALATED',
    dispute: await escalate(tx, dispute, party, viewer.userId, now),
  }));
}

/** What the payment service charges to escalate (service DISPUTE), or a refusal when the payer may not escalate. */
export async function escalationFeeTerms(
  executor: Executor,
  payerId: string,
  disputeId: string,
  now: Date,
): Promise<{ amount: number; currency: CurrencyCode; country: CountryCode }> {
  const dispute = await findDispute(executor, disputeId);
  const party = dispute ? partyOf(dispute, payerId) : null;
  if (!dispute || !party) throw new DomainError('NOT_FOUND', 'notFound');
  const problem = disputeStepProblem(stateOf(dispute), party, 'escalate', now);
  if (problem) throw new DomainError('CONFLICT', problem);
  return {
    amount: escalationFeeMinor(dispute.currency),
    currency: dispute.currency,
    country: dispute.country,
  };
}

/**
 * An approved fee payment, after its money reached the payer's balance: escalates from there, in the payment's
 * transaction. Throws a DomainError when the dispute can no longer be escalated (the money then stays in the
 * balance; the caller runs this in a savepoint).
 */
export async function escalateDisputeWithPaidFee(
  tx: Transaction,
  input: { readonly disputeId: string; readonly payerId: string; readonly now: Date },
): Promise<void> {
  const dispute = await lockDispute(tx, input.disputeId);
  const party = dispute ? partyOf(dispute, input.payerId) : null;
  if (!dispute || !party) throw new DomainError('NOT_FOUND', 'notFound');
  const problem = disputeStepProblem(stateOf(dispute), party, 'escalate', input.now);
  if (problem) throw new DomainError('CONFLICT', problem);
  await escalate(tx, dispute, party, input.payerId, input.now);
}

/** After the fee payment's transaction committed: the parties hear of the escalation. */
export async function announceDisputeEscalated(deps: Deps, disputeId: string): Promise<void> {
  const dispute = await findDispute(deps.db, disputeId);
  if (dispute?.status === 'ESCALATED')
    await notifyDisputeParties(deps, { code: 'DISPUTE_ESCALATED', dispute });
}
