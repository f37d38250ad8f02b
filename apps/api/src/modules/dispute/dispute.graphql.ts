import { STAFF_ROLE_CODE, type DisputeOutcome, type DisputeReason } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { decideDispute } from './dispute-decision.service';
import { escalateDispute } from './dispute-escalation.service';
import { openDispute, reportNoShow } from './dispute-open.service';
import { disputeFor, myDisputes, staffDisputes } from './dispute-reads.service';
import { acceptDisputeProposal, proposeDisputeOutcome, sendDisputeMessage } from './dispute-steps.service';
import {
  DisputeOutcomeEnum,
  DisputeReasonEnum,
  DisputeStatusEnum,
  DisputeType,
} from './dispute-types.graphql';

builder.queryFields((t) => ({
  getMyDisputes: t.withAuth({ member: true }).field({
    type: [DisputeType],
    nullable: { list: false, items: true },
    description: 'dispute/home: the viewer’s disputes as student or tutor, newest first.',
    resolve: (_root, _args, { deps, viewer }) => myDisputes(deps, viewer),
  }),
  getDispute: t.withAuth({ member: true }).field({
    type: DisputeType,
    description: 'dispute/negotiationstatus/{id}: the whole dispute, for its parties and the team only.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      disputeFor(deps, viewer, args.id, viewer.roleCode === STAFF_ROLE_CODE),
  }),
  getStaffDisputes: t.withAuth({ staff: true }).field({
    type: [DisputeType],
    nullable: { list: false, items: true },
    description: 'The team’s queue (staff only), oldest first, optionally of one status.',
    args: { status: t.arg({ type: DisputeStatusEnum }) },
    resolve: (_root, args, { deps, viewer }) => staffDisputes(deps, viewer, args.status ?? null),
  }),
}));

/** Each mutation answers with the dispute as its viewer now sees it. */
const answer = async (
  deps: Parameters<typeof disputeFor>[0],
  viewer: Parameters<typeof disputeFor>[1],
  id: Promise<string>,
) => disputeFor(deps, viewer, await id, viewer.roleCode === STAFF_ROLE_CODE);

builder.mutationFields((t) => ({
  openDispute: t.withAuth({ member: true }).field({
    type: DisputeType,
    description:
      'A student disputes a lesson marked done, within 72 hours; evidence: their uploadDisputeEvidence pvids.',
    args: {
      bookingId: t.arg.id({ required: true }),
      reason: t.arg({ type: DisputeReasonEnum, required: true }),
      description: t.arg.string({ required: true }),
      evidence: t.arg.idList(),
    },
    resolve: (_root, args, { deps, viewer }) =>
      answer(
        deps,
        viewer,
        openDispute(deps, viewer, {
          bookingId: args.bookingId,
          reason: args.reason as DisputeReason,
          description: args.description,
          evidence: (args.evidence ?? []).map(String),
        }),
      ),
  }),
  reportNoShow: t.withAuth({ member: true }).field({
    type: DisputeType,
    description: 'Either party reports a no-show of an accepted lesson, within 24 hours after its end.',
    args: {
      bookingId: t.arg.id({ required: true }),
      description: t.arg.string({ required: true }),
      evidence: t.arg.idList(),
    },
    resolve: (_root, args, { deps, viewer }) =>
      answer(
        deps,
        viewer,
        reportNoShow(deps, viewer, {
          bookingId: args.bookingId,
          description: args.description,
          evidence: (args.evidence ?? []).map(String),
        }),
      ),
  }),
  proposeDisputeOutcome: t.withAuth({ member: true }).field({
    type: DisputeType,
    description:
      'The party on turn counters; refundAmount only for PARTIAL_REFUND (more than 0, less than all).',
    args: {
      disputeId: t.arg.id({ required: true }),
      outcome: t.arg({ type: DisputeOutcomeEnum, required: true }),
      refundAmount: t.arg({ type: 'Money' }),
      message: t.arg.string(),
    },
    resolve: (_root, args, { deps, viewer }) =>
      answer(
        deps,
        viewer,
        proposeDisputeOutcome(deps, viewer, {
          disputeId: args.disputeId,
          outcome: args.outcome as DisputeOutcome,
          refundMinor: args.refundAmount ?? null,
          message: args.message,
        }),
      ),
  }),
  acceptDisputeProposal: t.withAuth({ member: true }).field({
    type: DisputeType,
    args: { disputeId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      answer(deps, viewer, acceptDisputeProposal(deps, viewer, args.disputeId)),
  }),
  sendDisputeMessage: t.withAuth({ member: true }).field({
    type: DisputeType,
    args: { disputeId: t.arg.id({ required: true }), message: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      answer(
        deps,
        viewer,
        sendDisputeMessage(deps, viewer, { disputeId: args.disputeId, message: args.message }),
      ),
  }),
  escalateDispute: t.withAuth({ member: true }).field({
    type: DisputeType,
    description: 'Asks the Ajar team to decide, paying the escalation fee from the viewer’s balance.',
    args: { disputeId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      answer(deps, viewer, escalateDispute(deps, viewer, args.disputeId)),
  }),
  decideDispute: t.withAuth({ staff: true }).field({
    type: DisputeType,
    description:
      'Staff only: decides an escalated dispute with a refund (0 to refundable) and a reason both parties see.',
    args: {
      disputeId: t.arg.id({ required: true }),
      refundAmount: t.arg({ type: 'Money', required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      answer(
        deps,
        viewer,
        decideDispute(deps, viewer, {
          disputeId: args.disputeId,
          refundMinor: args.refundAmount,
          reason: args.reason,
        }),
      ),
  }),
}));
