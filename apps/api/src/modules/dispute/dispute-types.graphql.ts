import {
  DISPUTE_EVENT_KINDS,
  DISPUTE_KINDS,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  DISPUTE_STEPS,
} from '@ajar/domain';
import { builder } from '../../graphql/builder';
import type {
  DisputeEventView,
  DisputeEvidenceView,
  DisputeLessonView,
  DisputePersonView,
  DisputeView,
} from './dispute.shapes';

export const DisputeKindEnum = builder.enumType('DisputeKind', { values: DISPUTE_KINDS });
export const DisputeReasonEnum = builder.enumType('DisputeReason', { values: DISPUTE_REASONS });
export const DisputeStatusEnum = builder.enumType('DisputeStatus', { values: DISPUTE_STATUSES });
export const DisputeOutcomeEnum = builder.enumType('DisputeOutcome', { values: DISPUTE_OUTCOMES });
const DisputeEventKindEnum = builder.enumType('DisputeEventKind', { values: DISPUTE_EVENT_KINDS });
const DisputeActionEnum = builder.enumType('DisputeAction', { values: DISPUTE_STEPS });
const DisputePartyEnum = builder.enumType('DisputeParty', { values: ['student', 'tutor'] as const });

const DisputePersonType = builder.objectRef<DisputePersonView>('DisputePerson').implement({
  fields: (t) => ({
    userPvid: t.exposeID('userPvid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

const DisputeLessonType = builder.objectRef<DisputeLessonView>('DisputeLesson').implement({
  fields: (t) => ({
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime' }),
    subject: t.exposeString('subject'),
  }),
});

const DisputeEventType = builder.objectRef<DisputeEventView>('DisputeEvent').implement({
  description: 'One step of the timeline. amount: a proposal’s or decision’s refund, an escalation’s fee.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: DisputeEventKindEnum }),
    party: t.expose('party', { type: DisputePartyEnum, nullable: true }),
    byStaff: t.exposeBoolean('byStaff'),
    outcome: t.expose('outcome', { type: DisputeOutcomeEnum, nullable: true }),
    amount: t.expose('amount', { type: 'Money', nullable: true }),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const DisputeEvidenceType = builder.objectRef<DisputeEvidenceView>('DisputeEvidence').implement({
  fields: (t) => ({
    pvid: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    path: t.exposeString('path'),
    mimeType: t.exposeString('mimeType'),
    addedBy: t.expose('addedByParty', { type: DisputePartyEnum, nullable: true }),
  }),
});

export const DisputeType = builder.objectRef<DisputeView>('Dispute').implement({
  description:
    'A dispute about one lesson. The proposal on the table waits for `turn` until `turnEndsAt`; when ' +
    'that passes unanswered, the proposal stands as accepted. `events` and `evidence` are filled on getDispute only.',
  fields: (t) => ({
    id: t.exposeID('id'),
    bookingId: t.exposeID('bookingId'),
    kind: t.expose('kind', { type: DisputeKindEnum }),
    reason: t.expose('reason', { type: DisputeReasonEnum }),
    description: t.exposeString('description'),
    status: t.expose('status', { type: DisputeStatusEnum }),
    openedBy: t.expose('openedBy', { type: DisputePartyEnum }),
    currency: t.exposeString('currency'),
    refundable: t.expose('refundable', { type: 'Money', description: 'The most an outcome may refund.' }),
    turn: t.expose('turn', { type: DisputePartyEnum, nullable: true }),
    turnEndsAt: t.expose('turnEndsAt', { type: 'DateTime', nullable: true }),
    proposalOutcome: t.expose('proposalOutcome', { type: DisputeOutcomeEnum }),
    proposalRefund: t.expose('proposalRefund', { type: 'Money' }),
    proposalBy: t.expose('proposalBy', { type: DisputePartyEnum }),
    escalatedBy: t.expose('escalatedBy', { type: DisputePartyEnum, nullable: true }),
    escalationFee: t.expose('escalationFee', { type: 'Money', nullable: true }),
    refund: t.expose('refund', { type: 'Money', nullable: true, description: 'The refund it settled with.' }),
    decisionReason: t.exposeString('decisionReason', { nullable: true }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    myParty: t.expose('myParty', { type: DisputePartyEnum, nullable: true }),
    availableActions: t.field({ type: [DisputeActionEnum], resolve: (dispute) => dispute.availableActions }),
    student: t.field({ type: DisputePersonType, resolve: (dispute) => dispute.student }),
    tutor: t.field({ type: DisputePersonType, resolve: (dispute) => dispute.tutor }),
    lesson: t.field({ type: DisputeLessonType, resolve: (dispute) => dispute.lesson }),
    events: t.field({ type: [DisputeEventType], resolve: (dispute) => [...dispute.events] }),
    evidence: t.field({ type: [DisputeEvidenceType], resolve: (dispute) => [...dispute.evidence] }),
  }),
});
