import {
  allowedDisputeSteps,
  type CurrencyCode,
  type DisputeEventKind,
  type DisputeKind,
  type DisputeOutcome,
  type DisputeParty,
  type DisputeReason,
  type DisputeStatus,
  type DisputeStep,
} from '@ajar/domain';
import type { EvidenceFile } from './dispute.queries';
import { stateOf } from './dispute.policy';
import type { DisputeEventRow, DisputeRow } from './dispute.tables';

export interface DisputePersonView {
  readonly userPvid: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface DisputeEventView {
  readonly id: string;
  readonly kind: DisputeEventKind;
  readonly party: DisputeParty | null;
  /** True for the team's decision. */
  readonly byStaff: boolean;
  readonly outcome: DisputeOutcome | null;
  readonly amount: number | null;
  readonly message: string;
  readonly createdAt: Date;
}

export interface DisputeEvidenceView extends EvidenceFile {
  readonly addedByParty: DisputeParty | null;
}

export interface DisputeLessonView {
  readonly startTime: Date;
  readonly endTime: Date;
  readonly subject: string;
}

export interface DisputeView {
  readonly id: string;
  readonly bookingId: string;
  readonly kind: DisputeKind;
  readonly reason: DisputeReason;
  readonly description: string;
  readonly status: DisputeStatus;
  readonly openedBy: DisputeParty;
  readonly currency: CurrencyCode;
  readonly refundable: number;
  readonly turn: DisputeParty | null;
  readonly turnEndsAt: Date | null;
  readonly proposalOutcome: DisputeOutcome;
  readonly proposalRefund: number;
  readonly proposalBy: DisputeParty;
  readonly escalatedBy: DisputeParty | null;
  readonly escalationFee: number | null;
  readonly refund: number | null;
  readonly decisionReason: string | null;
  readonly resolvedAt: Date | null;
  readonly createdAt: Date;
  /** The viewer's side, or null for the team. */
  readonly myParty: DisputeParty | null;
  readonly availableActions: DisputeStep[];
  readonly student: DisputePersonView;
  readonly tutor: DisputePersonView;
  readonly lesson: DisputeLessonView;
  readonly events: readonly DisputeEventView[];
  readonly evidence: readonly DisputeEvidenceView[];
}

export interface DisputeDetails {
  readonly student: DisputePersonView;
  readonly tutor: DisputePersonView;
  readonly lesson: DisputeLessonView;
  readonly events: readonly DisputeEventRow[];
  readonly evidence: readonly EvidenceFile[];
}

export function toDisputeView(
  dispute: DisputeRow,
  details: DisputeDetails,
  viewer: { readonly party: DisputeParty | null; readonly now: Date },
): DisputeView {
  const partyOfUser = (userId: string | null): DisputeParty | null =>
    userId === dispute.studentId ? 'student' : userId === dispute.tutorId ? 'tutor' : null;
  return {
    id: dispute.id,
    bookingId: dispute.bookingId,
    kind: dispute.kind,
    reason: dispute.reason,
    description: dispute.description,
    status: dispute.status,
    openedBy: dispute.openedBy,
    currency: dispute.currency,
    refundable: dispute.refundableMinor,
    turn: dispute.turn,
    turnEndsAt: dispute.turnEndsAt,
    proposalOutcome: dispute.proposalOutcome,
    proposalRefund: dispute.proposalRefundMinor,
    proposalBy: dispute.proposalBy,
    escalatedBy: dispute.escalatedBy,
    escalationFee: dispute.escalationFeeMinor,
    refund: dispute.refundMinor,
    decisionReason: dispute.decisionReason,
    resolvedAt: dispute.resolvedAt,
    createdAt: dispute.createdAt,
    myParty: viewer.party,
    availableActions: viewer.party ? allowedDisputeSteps(stateOf(dispute), viewer.party, viewer.now) : [],
    student: details.student,
    tutor: details.tutor,
    lesson: details.lesson,
    events: details.events.map((event) => ({
      id: event.id,
      kind: event.kind,
      party: event.party,
      byStaff: event.kind === 'DECIDED',
      outcome: event.outcome,
      amount: event.refundMinor,
      message: event.message,
      createdAt: event.createdAt,
    })),
    evidence: details.evidence.map((file) => ({ ...file, addedByParty: partyOfUser(file.addedBy) })),
  };
}
