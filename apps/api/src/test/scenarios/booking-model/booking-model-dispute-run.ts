import {
  COMPLETION_HOURS,
  NO_SHOW_REPORT_HOURS,
  escalationFeeMinor,
  type DisputeOutcome,
  type DisputeParty,
} from '@ajar/domain';
import { newKey } from '../../../modules/ledger/testing';
import { refundOf, type DisputeCall, type DisputeOperation } from './booking-model-dispute-operations';
import { HOUR, type Call } from './booking-model-operations';
import type { ModelBooking, ModelDispute, ModelMoney, ModelRun } from './booking-model-state';

/** How a run plays the dispute operations: the calls each one makes, given the model's state. */

/** Calls to make, and whether a checkout among them is approved at once (as the run's `advance` plans). */
export interface Plan {
  readonly calls: readonly Call[];
  readonly settle: boolean;
}

const plan = (...calls: Call[]): Plan => ({ calls, settle: false });

/** A counter-proposal's outcome and refund, by `choice`. */
const COUNTERS: readonly (readonly [DisputeOutcome, number])[] = [
  ['PARTIAL_REFUND', 50],
  ['NO_REFUND', 0],
  ['FULL_REFUND', 100],
  ['PARTIAL_REFUND', 25],
];
/** A decision's refund, as a percentage of what may be refunded, by `choice`. */
const DECISIONS = [0, 25, 50, 75, 100];

export function disputePlays(
  run: ModelRun,
  money: ModelMoney,
  advance: (at: number, choice: number) => Plan,
): (operation: DisputeOperation) => Plan {
  const { t, modelBookings, modelDisputes, students, tutors } = run;
  const now = () => t.clock.now().getTime();

  /** Which dispute the lesson may get now: the student's of a done lesson, or a no-show report. */
  function openable(booking: ModelBooking): 'LESSON' | 'NO_SHOW' | null {
    if (booking.disputeOpen) return null;
    if (booking.status === 'DONE' && !booking.completed && booking.doneAt !== null)
      return now() < booking.doneAt + COMPLETION_HOURS * HOUR ? 'LESSON' : null;
    if (booking.status === 'ACCEPTED' && now() >= booking.end)
      return now() < booking.end + NO_SHOW_REPORT_HOURS * HOUR ? 'NO_SHOW' : null;
    return null;
  }

  const counter = (index: number, by: DisputeParty, choice: number, refundable: number): DisputeCall => {
    const [outcome, percent] = COUNTERS[choice % COUNTERS.length] ?? ['NO_REFUND', 0];
    const refund = outcome === 'PARTIAL_REFUND' ? refundOf(refundable, percent) : null;
    return { type: 'propose', dispute: index, by, outcome, refund };
  };

  /** The party pays the fee from their balance; mostly they top it up first when it is short. */
  function escalation(index: number, dispute: ModelDispute, choice: number): Plan {
    const booking = modelBookings[dispute.booking] as ModelBooking;
    const turn = dispute.turn as DisputeParty;
    const payer: DisputeParty = choice === 6 ? 'student' : choice === 7 ? 'tutor' : turn;
    const calls: Call[] = [];
    // Escalation waits for a first counter-proposal: both sides heard.
    if (dispute.counters === 0) calls.push(counter(index, turn, 0, dispute.refundable));
    const payerId = (payer === 'student' ? students[booking.student] : tutors[booking.tutor])?.party.userId;
    const short = escalationFeeMinor('SGD') - money.balanceOfUser(payerId ?? '');
    if (choice !== 8 && short > 0)
      calls.push(
        payer === 'student'
          ? { type: 'topUp', student: booking.student, amount: short, key: newKey('model-top-up') }
          : { type: 'tutorTopUp', tutor: booking.tutor, amount: short, key: newKey('model-tutor-top-up') },
      );
    calls.push({ type: 'escalate', dispute: index, by: payer });
    return plan(...calls);
  }

  /** The next move of an open dispute: a decision, or the party on turn's answer, or their silence. */
  function nextMove(index: number, choice: number): Plan {
    const dispute = modelDisputes[index] as ModelDispute;
    if (dispute.status === 'ESCALATED') {
      const percent = DECISIONS[choice % DECISIONS.length] ?? 0;
      return plan({
        type: 'decide',
        dispute: index,
        by: 'staff',
        refund: refundOf(dispute.refundable, percent),
      });
    }
    const endsAt = dispute.turnEndsAt ?? now();
    if (now() >= endsAt) return plan({ type: 'jobs' });
    const turn = dispute.turn as DisputeParty;
    if (choice < 4) return plan(counter(index, turn, choice, dispute.refundable));
    if (choice < 6) return plan({ type: 'acceptProposal', dispute: index, by: turn });
    if (choice < 9) return escalation(index, dispute, choice);
    return plan({ type: 'time', at: endsAt }, { type: 'jobs' });
  }

  /** A dispute's next move; else a lesson disputed, or brought to where it can be; else a booking advanced. */
  function negotiate(at: number, choice: number): Plan {
    const open = modelDisputes.flatMap((d, i) =>
      d.status === 'NEGOTIATING' || d.status === 'ESCALATED' ? [i] : [],
    );
    if (open.length > 0) return nextMove(open[at % open.length] ?? 0, choice);
    const reporter = choice % 2 === 0 ? 'student' : 'tutor';
    const disputable = modelBookings.flatMap((b, i) => (openable(b) ? [i] : []));
    const booking = disputable[at % Math.max(disputable.length, 1)];
    if (booking !== undefined) {
      const kind = openable(modelBookings[booking] as ModelBooking) ?? 'LESSON';
      return plan({ type: 'openDispute', booking, kind, by: kind === 'LESSON' ? 'student' : reporter });
    }
    const accepted = modelBookings.flatMap((b, i) => (b.status === 'ACCEPTED' && !b.disputeOpen ? [i] : []));
    const lesson = accepted[at % Math.max(accepted.length, 1)];
    const row = lesson === undefined ? undefined : modelBookings[lesson];
    if (lesson === undefined || !row) return advance(at, choice % 9);
    const calls: Call[] = now() < row.end ? [{ type: 'time', at: row.end }] : [];
    const reportable = Math.max(now(), row.end) < row.end + NO_SHOW_REPORT_HOURS * HOUR;
    if (reportable && choice % 3 === 0)
      calls.push({ type: 'openDispute', booking: lesson, kind: 'NO_SHOW', by: reporter });
    else
      calls.push(
        { type: 'act', act: 'done', booking: lesson, who: 'right' },
        { type: 'openDispute', booking: lesson, kind: 'LESSON', by: 'student' },
      );
    return plan(...calls);
  }

  /** Any dispute call by anyone: of a booking, or of a dispute, picked by index among the run's. */
  function anyCall(operation: Extract<DisputeOperation, { type: 'disputeCall' }>): Plan {
    const { step, target, by, outcome, percent } = operation;
    if (step === 'open' || step === 'noShow') {
      if (modelBookings.length === 0) return plan();
      const kind = step === 'open' ? 'LESSON' : 'NO_SHOW';
      return plan({ type: 'openDispute', booking: target % modelBookings.length, kind, by });
    }
    if (modelDisputes.length === 0) return plan();
    const index = target % modelDisputes.length;
    const refundable = modelDisputes[index]?.refundable ?? 0;
    switch (step) {
      case 'propose': {
        const refund = outcome === 'PARTIAL_REFUND' ? refundOf(refundable, percent) : null;
        return plan({ type: 'propose', dispute: index, by, outcome, refund });
      }
      case 'accept':
        return plan({ type: 'acceptProposal', dispute: index, by });
      case 'escalate':
        return plan({ type: 'escalate', dispute: index, by });
      case 'decide':
        return plan({ type: 'decide', dispute: index, by, refund: refundOf(refundable, percent) });
    }
  }

  return (operation) => {
    switch (operation.type) {
      case 'negotiate':
        return negotiate(operation.dispute, operation.choice);
      case 'disputeCall':
        return anyCall(operation);
      case 'tutorTopUp':
        return plan({ ...operation, key: newKey('model-tutor-top-up') });
    }
  };
}
