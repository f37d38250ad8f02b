import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { disputes } from '../../../modules/dispute';
import type { ModelRun } from './booking-model-state';

/** After every step, the run's disputes on the server are the model's: status, turn and clock, proposal, fee, refund. */
export async function expectDisputesMatchModel(run: ModelRun): Promise<void> {
  const rows = await run.t.deps.db
    .select({
      id: disputes.id,
      bookingId: disputes.bookingId,
      status: disputes.status,
      turn: disputes.turn,
      turnEndsAt: disputes.turnEndsAt,
      counters: disputes.counters,
      refundable: disputes.refundableMinor,
      proposalRefund: disputes.proposalRefundMinor,
      escalatedBy: disputes.escalatedBy,
      escalationFee: disputes.escalationFeeMinor,
      refund: disputes.refundMinor,
    })
    .from(disputes)
    .where(inArray(disputes.studentId, [...run.userIds]));
  expect(
    new Map(rows.map((row) => [row.id, { ...row, turnEndsAt: row.turnEndsAt?.getTime() ?? null }])),
  ).toEqual(
    new Map(
      run.modelDisputes.map((d) => [
        d.id,
        {
          id: d.id,
          bookingId: run.modelBookings[d.booking]?.id,
          status: d.status,
          turn: d.turn,
          turnEndsAt: d.turnEndsAt,
          counters: d.counters,
          refundable: d.refundable,
          proposalRefund: d.proposalRefund,
          escalatedBy: d.escalatedBy,
          escalationFee: d.escalationFee,
          refund: d.refund,
        },
      ]),
    ),
  );
}
