import type { Transaction } from '../../db/client';
import { settleLessonMoney } from './dispute-booking';
import { updateDispute } from './dispute.queries';
import type { DisputeRow } from './dispute.tables';

/**
 * Ends a dispute with a refund: the lesson's money moves in its one ledger transaction (the refund to the
 * student's balance, the rest left for the tutor), the clock stops, and the lesson leaves its dispute.
 */
export async function closeDispute(
  tx: Transaction,
  dispute: DisputeRow,
  outcome: {
    readonly status: 'AGREED' | 'DECIDED';
    readonly refundMinor: number;
    readonly now: Date;
    readonly decidedBy?: string;
    readonly decisionReason?: string;
  },
): Promise<DisputeRow> {
  await settleLessonMoney(tx, dispute.bookingId, outcome.refundMinor, outcome.now);
  return updateDispute(tx, dispute.id, {
    status: outcome.status,
    turn: null,
    turnEndsAt: null,
    refundMinor: outcome.refundMinor,
    resolvedAt: outcome.now,
    decidedBy: outcome.decidedBy ?? null,
    decisionReason: outcome.decisionReason ?? null,
    updatedAt: outcome.now,
  });
}
