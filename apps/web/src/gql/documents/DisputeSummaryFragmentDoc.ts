/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DisputeSummaryFragment } from '../graphql';

export const DisputeSummaryFragmentDoc = "fragment DisputeSummary on Dispute{id bookingId kind reason status currency refundable turn turnEndsAt proposalOutcome proposalRefund proposalBy refund myParty createdAt student{userPvid firstName lastName}tutor{userPvid firstName lastName}lesson{subject startTime endTime}}" as unknown as DocumentNode<DisputeSummaryFragment, unknown>;
