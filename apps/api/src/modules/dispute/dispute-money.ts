import { decisionFavours, systemAccount, userAccount, type DisputeParty } from '@ajar/domain';
import type { Transaction } from '../../db/client';
import { postTransactions } from '../ledger';
import { userOfParty } from './dispute.policy';
import type { DisputeRow } from './dispute.tables';

/*
 * The escalation fee's money. It is paid from the escalating party's balance into DISPUTE_FEES_HELD (a payment
 * through the provider first lands in that balance), and leaves it once, when the team decides: back to the payer
 * when the decision favours them, else to PLATFORM_FEES.
 */

export async function holdEscalationFee(
  tx: Transaction,
  dispute: DisputeRow,
  payer: DisputeParty,
  feeMinor: number,
): Promise<void> {
  await postTransactions(tx, [
    {
      kind: 'DISPUTE_FEE_HOLD',
      idempotencyKey: `dispute:${dispute.id}:fee-hold`,
      reference: { type: 'dispute', id: dispute.id },
      entries: [
        {
          account: userAccount('STUDENT_BALANCE', userOfParty(dispute, payer), dispute.currency),
          amountMinor: -feeMinor,
        },
        { account: systemAccount('DISPUTE_FEES_HELD', dispute.currency), amountMinor: feeMinor },
      ],
    },
  ]);
}

/** Where the held fee goes after a decision refunding `refundMinor`; returns whether the payer got it back. */
export async function releaseEscalationFee(
  tx: Transaction,
  dispute: DisputeRow,
  refundMinor: number,
): Promise<boolean> {
  const payer = dispute.escalatedBy;
  const fee = dispute.escalationFeeMinor ?? 0;
  if (payer === null || fee <= 0) return false;
  const returned = decisionFavours(refundMinor, dispute.refundableMinor) === payer;
  await postTransactions(tx, [
    {
      kind: returned ? 'DISPUTE_FEE_RETURN' : 'DISPUTE_FEE_KEEP',
      idempotencyKey: `dispute:${dispute.id}:fee-release`,
      reference: { type: 'dispute', id: dispute.id },
      entries: [
        { account: systemAccount('DISPUTE_FEES_HELD', dispute.currency), amountMinor: -fee },
        {
          account: returned
            ? userAccount('STUDENT_BALANCE', userOfParty(dispute, payer), dispute.currency)
            : systemAccount('PLATFORM_FEES', dispute.currency),
          amountMinor: fee,
        },
      ],
    },
  ]);
  return returned;
}
