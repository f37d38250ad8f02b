import {
  disputeOpeningProblem,
  disputeStepProblem,
  escalationFeeMinor,
  isDecisionRefund,
  openingOutcome,
  otherParty,
  proposalRefundMinor,
  systemAccount,
  turnEndsAt,
  type DisputeParty,
  type DisputeStep,
} from '@ajar/domain';
import { accounts } from '../../../modules/ledger/testing';
import type { DisputeCall, DisputeCaller } from './booking-model-dispute-operations';
import {
  refuse,
  type Expectation,
  type ModelBooking,
  type ModelDispute,
  type ModelMoney,
  type ModelRun,
} from './booking-model-state';

/** What the booking money model expects of each dispute call, and how a success changes the model. */

export const disputeFeesHeld = () => systemAccount('DISPUTE_FEES_HELD', 'SGD');

const partyOf = (by: DisputeCaller): DisputeParty | null => (by === 'student' || by === 'tutor' ? by : null);

/**
 * A dispute ends with `refund` out of the lesson's escrow to the student (one DISPUTE_REFUND transaction); the rest
 * is the tutor's share, theirs to transfer at once: the booking is DONE and completed, its dispute closed.
 */
export function settleDispute(
  run: ModelRun,
  money: ModelMoney,
  dispute: ModelDispute,
  refund: number,
  status: 'AGREED' | 'DECIDED',
): void {
  const booking = run.modelBookings[dispute.booking] as ModelBooking;
  money.move(accounts.escrow(), money.studentAccount(booking.student), refund);
  booking.tutorShare = money.heldFor(booking) - refund;
  booking.status = 'DONE';
  booking.doneAt ??= run.t.clock.now().getTime();
  booking.completed = true;
  booking.disputeOpen = false;
  dispute.status = status;
  dispute.turn = null;
  dispute.turnEndsAt = null;
  dispute.refund = refund;
}

export function disputeExpectations(run: ModelRun, money: ModelMoney): (call: DisputeCall) => Expectation {
  const { t, modelBookings, modelDisputes, tutors, topUpKeys } = run;
  const now = () => t.clock.now();

  function expectOpen(call: Extract<DisputeCall, { type: 'openDispute' }>): Expectation {
    const booking = modelBookings[call.booking] as ModelBooking;
    const party = partyOf(call.by);
    if (!party) return refuse('NOT_FOUND', 'notFound');
    const problem = disputeOpeningProblem({
      kind: call.kind,
      party,
      bookingStatus: booking.status,
      endTime: new Date(booking.end),
      doneAt: booking.doneAt === null ? null : new Date(booking.doneAt),
      completedAt: booking.completed ? now() : null,
      disputeOpen: booking.disputeOpen,
      now: now(),
    });
    if (problem) return refuse('CONFLICT', problem);
    const refundable = booking.paid && !booking.transferred ? money.heldFor(booking) : 0;
    const proposalRefund = openingOutcome(call.kind, party) === 'FULL_REFUND' ? refundable : 0;
    const turn = otherParty(party);
    return {
      dispute: { status: 'NEGOTIATING', turn, refundable, proposalRefund, refund: null },
      apply: ({ dispute }) => {
        if (!dispute) throw new Error('no dispute answered');
        booking.disputeOpen = true;
        modelDisputes.push({
          id: dispute.id,
          booking: call.booking,
          refundable,
          status: 'NEGOTIATING',
          turn,
          turnEndsAt: turnEndsAt(now()).getTime(),
          counters: 0,
          proposalRefund,
          escalatedBy: null,
          escalationFee: null,
          refund: null,
        });
      },
    };
  }

  /** Why a party's step is refused now (the dispute locked, the rules asked), or null. */
  function stepRefusal(dispute: ModelDispute, by: DisputeCaller, step: DisputeStep): Expectation | null {
    const party = partyOf(by);
    if (!party) return refuse('NOT_FOUND', 'notFound');
    const state = {
      status: dispute.status,
      turn: dispute.turn,
      turnEndsAt: dispute.turnEndsAt === null ? null : new Date(dispute.turnEndsAt),
      counters: dispute.counters,
    };
    const problem = disputeStepProblem(state, party, step, now());
    return problem ? refuse('CONFLICT', problem) : null;
  }

  function expectPropose(
    call: Extract<DisputeCall, { type: 'propose' }>,
    dispute: ModelDispute,
  ): Expectation {
    const refused = stepRefusal(dispute, call.by, 'counter');
    if (refused) return refused;
    const refund = proposalRefundMinor(call.outcome, call.refund, dispute.refundable);
    if (refund === null) return refuse('BAD_USER_INPUT', 'disputeRefundInvalid');
    const turn = otherParty(call.by as DisputeParty);
    return {
      dispute: { status: 'NEGOTIATING', turn, proposalRefund: refund },
      apply: () => {
        dispute.proposalRefund = refund;
        dispute.turn = turn;
        dispute.turnEndsAt = turnEndsAt(now()).getTime();
        dispute.counters += 1;
      },
    };
  }

  function expectAccept(by: DisputeCaller, dispute: ModelDispute): Expectation {
    const refused = stepRefusal(dispute, by, 'accept');
    if (refused) return refused;
    return {
      dispute: { status: 'AGREED', turn: null, refund: dispute.proposalRefund },
      apply: () => settleDispute(run, money, dispute, dispute.proposalRefund, 'AGREED'),
    };
  }

  /** The fee comes from the escalating party's balance, refused when the balance is short. */
  function expectEscalate(by: DisputeCaller, dispute: ModelDispute): Expectation {
    const refused = stepRefusal(dispute, by, 'escalate');
    if (refused) return refused;
    const payer = by as DisputeParty;
    const fee = escalationFeeMinor('SGD');
    const payerId = userOfParty(dispute, payer);
    if (money.balanceOfUser(payerId) < fee) return refuse('CONFLICT', 'insufficientBalance');
    return {
      dispute: { status: 'ESCALATED', turn: null, escalationFee: fee },
      apply: () => {
        money.move(accounts.student(payerId), disputeFeesHeld(), fee);
        dispute.status = 'ESCALATED';
        dispute.turn = null;
        dispute.turnEndsAt = null;
        dispute.escalatedBy = payer;
        dispute.escalationFee = fee;
      },
    };
  }

  /** Staff only; the held fee returns to its payer when the decision favours them, else Ajar keeps it. */
  function expectDecide(call: Extract<DisputeCall, { type: 'decide' }>, dispute: ModelDispute): Expectation {
    if (call.by !== 'staff') return refuse('FORBIDDEN', 'forbidden');
    if (dispute.status !== 'ESCALATED') return refuse('CONFLICT', 'disputeNotEscalated');
    if (!isDecisionRefund(call.refund, dispute.refundable))
      return refuse('BAD_USER_INPUT', 'disputeRefundInvalid');
    return {
      dispute: { status: 'DECIDED', turn: null, refund: call.refund },
      apply: () => {
        const payer = dispute.escalatedBy;
        const fee = dispute.escalationFee ?? 0;
        if (payer !== null && fee > 0) {
          // A decision favours the student when it refunds at least half of what it could, else the tutor.
          const favoured: DisputeParty = 2 * call.refund >= dispute.refundable ? 'student' : 'tutor';
          const returned = favoured === payer;
          const to = returned ? accounts.student(userOfParty(dispute, payer)) : accounts.fees();
          money.move(disputeFeesHeld(), to, fee);
          run.reached.add(returned ? 'feeReturned' : 'feeKept');
        }
        settleDispute(run, money, dispute, call.refund, 'DECIDED');
      },
    };
  }

  function userOfParty(dispute: ModelDispute, party: DisputeParty): string {
    const booking = modelBookings[dispute.booking] as ModelBooking;
    const person = party === 'student' ? run.students[booking.student] : tutors[booking.tutor];
    return person?.party.userId ?? '';
  }

  return (call) => {
    if (call.type === 'openDispute') return expectOpen(call);
    if (call.type === 'tutorTopUp')
      return {
        apply: () => {
          if (topUpKeys.has(call.key)) return;
          topUpKeys.add(call.key);
          const tutor = accounts.student(tutors[call.tutor]?.party.userId ?? '');
          money.move(accounts.paymentClearing(), tutor, call.amount);
        },
      };
    const dispute = modelDisputes[call.dispute];
    if (!dispute) throw new Error('no such dispute');
    switch (call.type) {
      case 'propose':
        return expectPropose(call, dispute);
      case 'acceptProposal':
        return expectAccept(call.by, dispute);
      case 'escalate':
        return expectEscalate(call.by, dispute);
      case 'decide':
        return expectDecide(call, dispute);
    }
  };
}
