import type { CurrencyCode } from '../markets';
import type { MessageKey } from '../messages';
import {
  COMPLETION_HOURS,
  DISPUTE_ESCALATION_FEE_MINOR,
  DISPUTE_TURN_HOURS,
  NO_SHOW_REPORT_HOURS,
} from './lesson-policies';

/*
 * Disputes: a student disputes a lesson marked done, or either party reports a no-show. The opener's
 * claim is the first proposal on the table (a refund for the student, no refund for a tutor whose student did not
 * come); then the other party answers, turn by turn, each turn waiting DISPUTE_TURN_HOURS. Rules:
 * - the party whose turn it is accepts the proposal on the table or counters with another;
 * - either party sends messages at any time while the dispute is open (they do not pass the turn);
 * - either party escalates to the Ajar team once at least one counter was made (so both sides were heard), paying
 *   the escalation fee; the clock stops;
 * - when a turn's clock runs out, the silent party is taken to accept the proposal on the table (italki's rule:
 *   silence is consent), so a dispute never waits forever and never without a clear outcome;
 * - the team decides an escalated dispute with any refund from 0 to the refundable amount. The fee returns to
 *   whoever paid it when the decision favours them, else it is kept as a platform fee.
 */

export const DISPUTE_KINDS = ['LESSON', 'NO_SHOW'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

/** Why a done lesson is disputed (LESSON), or who did not come (NO_SHOW, set from the reporter). */
export const DISPUTE_REASONS = [
  'LESSON_NOT_AS_DESCRIBED',
  'LESSON_CUT_SHORT',
  'TUTOR_LATE',
  'TECHNICAL_PROBLEMS',
  'OTHER',
  'TUTOR_NO_SHOW',
  'STUDENT_NO_SHOW',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
/** The reasons a student may choose when disputing a done lesson. */
export const LESSON_DISPUTE_REASONS: readonly DisputeReason[] = [
  'LESSON_NOT_AS_DESCRIBED',
  'LESSON_CUT_SHORT',
  'TUTOR_LATE',
  'TECHNICAL_PROBLEMS',
  'OTHER',
];

export const DISPUTE_STATUSES = ['NEGOTIATING', 'AGREED', 'ESCALATED', 'DECIDED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const OPEN_DISPUTE_STATUSES: readonly DisputeStatus[] = ['NEGOTIATING', 'ESCALATED'];

export const DISPUTE_OUTCOMES = ['FULL_REFUND', 'PARTIAL_REFUND', 'NO_REFUND'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** What a timeline holds. TIMEOUT: a turn's clock ran out and the proposal on the table stood. */
export const DISPUTE_EVENT_KINDS = [
  'OPENED',
  'PROPOSAL',
  'MESSAGE',
  'AGREED',
  'TIMEOUT',
  'ESCALATED',
  'DECIDED',
] as const;
export type DisputeEventKind = (typeof DISPUTE_EVENT_KINDS)[number];

export type DisputeParty = 'student' | 'tutor';
export const DISPUTE_STEPS = ['accept', 'counter', 'message', 'escalate'] as const;
export type DisputeStep = (typeof DISPUTE_STEPS)[number];

export const DISPUTE_DESCRIPTION_MIN = 10;
export const DISPUTE_DESCRIPTION_MAX = 2000;
export const DISPUTE_MESSAGE_MAX = 2000;
export const DISPUTE_DECISION_REASON_MIN = 10;
export const DISPUTE_EVIDENCE_MAX = 5;

export const otherParty = (party: DisputeParty): DisputeParty => (party === 'student' ? 'tutor' : 'student');

const HOUR_MS = 3_600_000;

/** Which kind of dispute a party may open on a lesson now, or why not. */
export function disputeOpeningProblem(input: {
  readonly kind: DisputeKind;
  readonly party: DisputeParty;
  readonly bookingStatus: string;
  readonly endTime: Date;
  /** When the lesson was marked done (LESSON). */
  readonly doneAt: Date | null;
  readonly completedAt: Date | null;
  readonly disputeOpen: boolean;
  readonly now: Date;
}): MessageKey | null {
  if (input.disputeOpen) return 'disputeAlreadyOpen';
  if (input.kind === 'LESSON') {
    if (input.party !== 'student') return 'disputeStudentsOnly';
    if (input.bookingStatus !== 'DONE' || input.doneAt === null || input.completedAt !== null)
      return 'disputeNotAllowed';
    const closes = input.doneAt.getTime() + COMPLETION_HOURS * HOUR_MS;
    return input.now.getTime() < closes ? null : 'disputeWindowClosed';
  }
  if (input.bookingStatus !== 'ACCEPTED') return 'disputeNotAllowed';
  if (input.now.getTime() < input.endTime.getTime()) return 'noShowTooEarly';
  const closes = input.endTime.getTime() + NO_SHOW_REPORT_HOURS * HOUR_MS;
  return input.now.getTime() < closes ? null : 'disputeWindowClosed';
}

/** The proposal an opener's claim puts on the table: the student asks for a refund; a tutor, to keep the money. */
export function openingOutcome(kind: DisputeKind, opener: DisputeParty): DisputeOutcome {
  return kind === 'NO_SHOW' && opener === 'tutor' ? 'NO_REFUND' : 'FULL_REFUND';
}

export function noShowReason(reporter: DisputeParty): DisputeReason {
  return reporter === 'student' ? 'TUTOR_NO_SHOW' : 'STUDENT_NO_SHOW';
}

/** The refund a proposal means, or null when the amount does not fit its outcome. */
export function proposalRefundMinor(
  outcome: DisputeOutcome,
  amountMinor: number | null,
  refundableMinor: number,
): number | null {
  if (outcome === 'FULL_REFUND') return refundableMinor;
  if (outcome === 'NO_REFUND') return 0;
  if (amountMinor === null || !Number.isSafeInteger(amountMinor)) return null;
  return amountMinor > 0 && amountMinor < refundableMinor ? amountMinor : null;
}

/** A decision's refund: any whole amount from nothing to everything refundable. */
export function isDecisionRefund(amountMinor: number, refundableMinor: number): boolean {
  return Number.isSafeInteger(amountMinor) && amountMinor >= 0 && amountMinor <= refundableMinor;
}

/**
 * Whether a decision favours a party: the student when they get back at least half of what could be refunded,
 * the tutor otherwise. Exactly half favours the student (who paid, and who carries the burden of escalating).
 */
export function decisionFavours(refundMinor: number, refundableMinor: number): DisputeParty {
  return 2 * refundMinor >= refundableMinor ? 'student' : 'tutor';
}

export function escalationFeeMinor(currency: CurrencyCode): number {
  return DISPUTE_ESCALATION_FEE_MINOR[currency];
}

export function turnEndsAt(from: Date): Date {
  return new Date(from.getTime() + DISPUTE_TURN_HOURS * HOUR_MS);
}

export interface DisputeState {
  readonly status: DisputeStatus;
  /** Whose turn it is to accept or counter (NEGOTIATING only). */
  readonly turn: DisputeParty | null;
  readonly turnEndsAt: Date | null;
  /** Proposals made after the opening claim. */
  readonly counters: number;
}

export function isTurnExpired(state: DisputeState, now: Date): boolean {
  return (
    state.status === 'NEGOTIATING' && state.turnEndsAt !== null && now.getTime() >= state.turnEndsAt.getTime()
  );
}

/** Why a party may not take a step now, or null when they may. */
export function disputeStepProblem(
  state: DisputeState,
  party: DisputeParty,
  step: DisputeStep,
  now: Date,
): MessageKey | null {
  if (step === 'message') return OPEN_DISPUTE_STATUSES.includes(state.status) ? null : 'disputeClosed';
  if (state.status !== 'NEGOTIATING') return 'disputeClosed';
  if (isTurnExpired(state, now)) return 'disputeTurnExpired';
  if (step === 'escalate') return state.counters > 0 ? null : 'disputeEscalateTooEarly';
  return state.turn === party ? null : 'disputeNotYourTurn';
}

export function allowedDisputeSteps(state: DisputeState, party: DisputeParty, now: Date): DisputeStep[] {
  return DISPUTE_STEPS.filter((step) => disputeStepProblem(state, party, step, now) === null);
}
