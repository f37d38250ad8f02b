/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DisputeFullFragment } from '../graphql';

export const DisputeFullFragmentDoc = "fragment DisputeFull on Dispute{...DisputeSummary description openedBy escalatedBy escalationFee decisionReason resolvedAt availableActions events{id kind party byStaff outcome amount message createdAt}evidence{pvid fileName path mimeType addedBy}}fragment DisputeSummary on Dispute{id bookingId kind reason status currency refundable turn turnEndsAt proposalOutcome proposalRefund proposalBy refund myParty createdAt student{userPvid firstName lastName}tutor{userPvid firstName lastName}lesson{subject startTime endTime}}" as unknown as DocumentNode<DisputeFullFragment, unknown>;
