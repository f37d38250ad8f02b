import { acceptDeadline, completesAt } from '@ajar/domain';
import { settleDispute } from './booking-model-dispute-expectations';
import type { Expectation, ModelMoney, ModelRun } from './booking-model-state';

/**
 * What the booking money model expects of the jobs due now: expiry, the accept deadline and
 * completion, each booking's once; and the dispute turn clock, whose silent party takes the proposal on the table.
 */
export function expectJobs(run: ModelRun, money: ModelMoney): Expectation {
  const { t, modelBookings, modelDisputes, reached } = run;
  return {
    apply: () => {
      const now = t.clock.now().getTime();
      for (const dispute of modelDisputes)
        if (dispute.status === 'NEGOTIATING' && dispute.turnEndsAt !== null && now >= dispute.turnEndsAt) {
          settleDispute(run, money, dispute, dispute.proposalRefund, 'AGREED');
          reached.add('disputeTimedOut');
        }
      modelBookings.forEach((booking, index) => {
        if (booking.status === 'PENDING' && now >= booking.start) {
          money.refundAll(booking, index, 'CANCELLED');
          reached.add('expired');
        } else if (
          booking.status === 'PAID' &&
          booking.paidAt !== null &&
          now >= acceptDeadline(new Date(booking.start), new Date(booking.paidAt)).getTime()
        ) {
          money.refundAll(booking, index, 'REJECTED');
          reached.add('autoRejected');
        } else if (
          booking.status === 'DONE' &&
          !booking.completed &&
          !booking.disputeOpen &&
          booking.doneAt !== null &&
          now >= completesAt(new Date(booking.doneAt)).getTime()
        ) {
          booking.completed = true;
          reached.add('completed');
        }
      });
    },
  };
}
