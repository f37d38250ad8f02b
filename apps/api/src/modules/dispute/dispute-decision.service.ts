import { DISPUTE_DECISION_REASON_MIN, DISPUTE_DESCRIPTION_MAX, isDecisionRefund } from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { recordStaffAction } from '../audit';
import { closeDispute } from './dispute-close';
import { releaseEscalationFee } from './dispute-money';
import { notifyDisputeParties } from './dispute-notify';
import { insertDisputeEvent, lockDispute } from './dispute.queries';

/**
 * The team decides an escalated dispute: the refund moves in the lesson's one ledger transaction, the held fee
 * returns to its payer or is kept, the parties see the reason, and the audit log records it, all at once.
 */
export async function decideDispute(
  deps: Deps,
  staff: Viewer,
  input: { readonly disputeId: string; readonly refundMinor: number; readonly reason: string },
): Promise<string> {
  const reason = input.reason.trim();
  if (reason.length < DISPUTE_DECISION_REASON_MIN || reason.length > DISPUTE_DESCRIPTION_MAX)
    throw new DomainError('BAD_USER_INPUT', 'disputeDecisionReasonInvalid', {
      reason: 'disputeDecisionReasonInvalid',
    });
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx) => {
    const dispute = await lockDispute(tx, input.disputeId);
    if (!dispute) throw new DomainError('NOT_FOUND', 'notFound');
    if (dispute.status !== 'ESCALATED') throw new DomainError('CONFLICT', 'disputeNotEscalated');
    if (!isDecisionRefund(input.refundMinor, dispute.refundableMinor))
      throw new DomainError('BAD_USER_INPUT', 'disputeRefundInvalid', {
        refundAmount: 'disputeRefundInvalid',
      });
    const feeReturned = await releaseEscalationFee(tx, dispute, input.refundMinor);
    const closed = await closeDispute(tx, dispute, {
      status: 'DECIDED',
      refundMinor: input.refundMinor,
      now,
      decidedBy: staff.userId,
      decisionReason: reason,
    });
    await insertDisputeEvent(tx, {
      disputeId: dispute.id,
      kind: 'DECIDED',
      actorId: staff.userId,
      refundMinor: input.refundMinor,
      message: reason,
      createdAt: now,
    });
    await recordStaffAction(tx, {
      staffId: staff.userId,
      action: 'dispute.decide',
      entityType: 'dispute',
      entityId: dispute.id,
      before: { status: dispute.status, proposalRefundMinor: dispute.proposalRefundMinor },
      after: { status: closed.status, refundMinor: input.refundMinor, feeReturned },
      reason,
      at: now,
    });
    return closed;
  });
  await notifyDisputeParties(deps, { code: 'DISPUTE_DECIDED', dispute: decided });
  return decided.id;
}
