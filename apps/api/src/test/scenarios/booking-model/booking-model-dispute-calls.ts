import { creditBalance } from '../../../modules/ledger/testing';
import { gqlAnswer } from './booking-model-calls';
import type { DisputeCall, DisputeCaller } from './booking-model-dispute-operations';
import type { Answer, DisputeAnswer, ModelBooking, ModelRun } from './booking-model-state';

/** The booking money model's dispute calls, through GraphQL as the parties and the team make them. */

const FIELDS = 'id status turn refundable proposalRefund escalationFee refund';

const mutation = (name: string, args: Record<string, string>) => {
  const names = Object.keys(args);
  const declared = names.map((arg) => `$${arg}: ${args[arg]}`).join(', ');
  const passed = names.map((arg) => `${arg}: $${arg}`).join(', ');
  return `mutation ${name}(${declared}) { ${name}(${passed}) { ${FIELDS} } }`;
};

const OPEN_DISPUTE = mutation('openDispute', {
  bookingId: 'ID!',
  reason: 'DisputeReason!',
  description: 'String!',
});
const REPORT_NO_SHOW = mutation('reportNoShow', { bookingId: 'ID!', description: 'String!' });
const PROPOSE = mutation('proposeDisputeOutcome', {
  disputeId: 'ID!',
  outcome: 'DisputeOutcome!',
  refundAmount: 'Money',
});
const ACCEPT = mutation('acceptDisputeProposal', { disputeId: 'ID!' });
const ESCALATE = mutation('escalateDispute', { disputeId: 'ID!' });
const DECIDE = mutation('decideDispute', { disputeId: 'ID!', refundAmount: 'Money!', reason: 'String!' });

export function disputeCalls(run: ModelRun): (call: DisputeCall) => Promise<Answer> {
  const { t, students, tutors, modelBookings, modelDisputes } = run;

  function tokenOf(booking: ModelBooking, by: DisputeCaller): string {
    if (by === 'staff') return run.staff.token;
    const person =
      by === 'student'
        ? students[booking.student]
        : by === 'tutor'
          ? tutors[booking.tutor]
          : students[1 - booking.student];
    return person?.party.token ?? '';
  }

  async function ask(
    document: string,
    field: string,
    variables: Record<string, unknown>,
    booking: ModelBooking,
    by: DisputeCaller,
  ): Promise<Answer> {
    const result = await t.gql(document, variables, { token: tokenOf(booking, by) });
    return gqlAnswer(result, (data) => ({ dispute: data[field] as DisputeAnswer }));
  }

  return async (call) => {
    if (call.type === 'tutorTopUp') {
      await creditBalance(t.deps.db, tutors[call.tutor]?.party.userId ?? '', 'sg', call.amount, call.key);
      return {};
    }
    if (call.type === 'openDispute') {
      const booking = modelBookings[call.booking] as ModelBooking;
      const description = 'The lesson did not happen as booked.';
      return call.kind === 'LESSON'
        ? ask(
            OPEN_DISPUTE,
            'openDispute',
            { bookingId: booking.id, reason: 'LESSON_CUT_SHORT', description },
            booking,
            call.by,
          )
        : ask(REPORT_NO_SHOW, 'reportNoShow', { bookingId: booking.id, description }, booking, call.by);
    }
    const dispute = modelDisputes[call.dispute];
    const booking = dispute && modelBookings[dispute.booking];
    if (!dispute || !booking) throw new Error('no such dispute');
    const disputeId = dispute.id;
    switch (call.type) {
      case 'propose':
        return ask(
          PROPOSE,
          'proposeDisputeOutcome',
          { disputeId, outcome: call.outcome, refundAmount: call.refund },
          booking,
          call.by,
        );
      case 'acceptProposal':
        return ask(ACCEPT, 'acceptDisputeProposal', { disputeId }, booking, call.by);
      case 'escalate':
        return ask(ESCALATE, 'escalateDispute', { disputeId }, booking, call.by);
      case 'decide':
        return ask(
          DECIDE,
          'decideDispute',
          { disputeId, refundAmount: call.refund, reason: 'The recording shows how the lesson went.' },
          booking,
          call.by,
        );
    }
  };
}
