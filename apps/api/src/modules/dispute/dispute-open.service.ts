import { armTurnClock } from './dispute-turn-clock';
import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_EVIDENCE_MAX,
  LESSON_DISPUTE_REASONS,
  disputeOpeningProblem,
  noShowReason,
  openingOutcome,
  otherParty,
  proposalRefundMinor,
  turnEndsAt,
  type DisputeKind,
  type DisputeParty,
  type DisputeReason,
} from '@ajar/domain';
import { UNIQUE_VIOLATION, postgresErrorCode } from '../../db/postgres-error';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { holdLessonMoney, lockDisputedLesson } from './dispute-booking';
import { notifyDisputeParties } from './dispute-notify';
import { attachEvidence, countOwnEvidence, insertDispute, insertDisputeEvent } from './dispute.queries';

const badInput = (
  key: 'disputeReasonInvalid' | 'disputeDescriptionInvalid' | 'disputeEvidenceInvalid',
  field: string,
) => new DomainError('BAD_USER_INPUT', key, { [field]: key });

interface Opening {
  readonly kind: DisputeKind;
  readonly bookingId: string;
  /** The student's chosen reason (LESSON); a no-show's reason follows from who reports it. */
  readonly reason: DisputeReason | null;
  readonly description: string;
  readonly evidence: readonly string[];
}

function checkedOpening(input: Opening): Opening {
  if (input.kind === 'LESSON' && (input.reason === null || !LESSON_DISPUTE_REASONS.includes(input.reason)))
    throw badInput('disputeReasonInvalid', 'reason');
  const description = input.description.trim();
  if (description.length < DISPUTE_DESCRIPTION_MIN || description.length > DISPUTE_DESCRIPTION_MAX)
    throw badInput('disputeDescriptionInvalid', 'description');
  const evidence = [...new Set(input.evidence)];
  if (evidence.length > DISPUTE_EVIDENCE_MAX || !evidence.every(isPvid))
    throw badInput('disputeEvidenceInvalid', 'evidence');
  return { ...input, description, evidence };
}

/**
 * Opens a dispute: the opener's claim goes on the table as the first proposal, the other party's 72 h begin, and
 * the lesson's money stays in escrow until the dispute settles.
 */
async function open(deps: Deps, viewer: Viewer, raw: Opening): Promise<string> {
  const input = checkedOpening(raw);
  const now = deps.clock.now();
  const dispute = await deps.db
    .transaction(async (tx) => {
      const lesson = await lockDisputedLesson(tx, input.bookingId);
      const party: DisputeParty | null =
        lesson?.studentId === viewer.userId ? 'student' : lesson?.tutorId === viewer.userId ? 'tutor' : null;
      if (!lesson || !party) throw new DomainError('NOT_FOUND', 'notFound');
      const problem = disputeOpeningProblem({
        kind: input.kind,
        party,
        bookingStatus: lesson.status,
        endTime: lesson.endTime,
        doneAt: lesson.doneAt,
        completedAt: lesson.completedAt,
        disputeOpen: lesson.disputeOpen,
        now,
      });
      if (problem) throw new DomainError('CONFLICT', problem);
      if ((await countOwnEvidence(tx, viewer.userId, input.evidence)) !== input.evidence.length)
        throw badInput('disputeEvidenceInvalid', 'evidence');
      const outcome = openingOutcome(input.kind, party);
      const refund = proposalRefundMinor(outcome, null, lesson.refundableMinor) ?? 0;
      const created = await insertDispute(tx, {
        bookingId: lesson.id,
        kind: input.kind,
        reason: input.reason ?? noShowReason(party),
        description: input.description,
        studentId: lesson.studentId,
        tutorId: lesson.tutorId,
        openedBy: party,
        country: lesson.country,
        currency: lesson.currency,
        refundableMinor: lesson.refundableMinor,
        turn: otherParty(party),
        turnEndsAt: turnEndsAt(now),
        proposalOutcome: outcome,
        proposalRefundMinor: refund,
        proposalBy: party,
        createdAt: now,
        updatedAt: now,
      });
      await insertDisputeEvent(tx, {
        disputeId: created.id,
        kind: 'OPENED',
        actorId: viewer.userId,
        party,
        outcome,
        refundMinor: refund,
        message: input.description,
        createdAt: now,
      });
      await attachEvidence(tx, created.id, viewer.userId, input.evidence, now);
      await armTurnClock(tx, created.id, turnEndsAt(now));
      await holdLessonMoney(tx, lesson.id, now);
      return created;
    })
    .catch((error: unknown) => {
      // Two openings raced past the booking lock's check: the one that lost finds the dispute already open.
      if (postgresErrorCode(error) === UNIQUE_VIOLATION)
        throw new DomainError('CONFLICT', 'disputeAlreadyOpen');
      throw error;
    });
  await notifyDisputeParties(deps, { code: 'DISPUTE_OPENED', dispute });
  return dispute.id;
}

/** A student disputes a lesson marked done, within 72 hours. */
export function openDispute(
  deps: Deps,
  viewer: Viewer,
  input: { bookingId: string; reason: DisputeReason; description: string; evidence: readonly string[] },
): Promise<string> {
  return open(deps, viewer, { kind: 'LESSON', ...input });
}

/** Either party reports that the other did not come to an accepted lesson, within 24 hours after its end. */
export function reportNoShow(
  deps: Deps,
  viewer: Viewer,
  input: { bookingId: string; description: string; evidence?: readonly string[] },
): Promise<string> {
  return open(deps, viewer, {
    kind: 'NO_SHOW',
    bookingId: input.bookingId,
    reason: null,
    description: input.description,
    evidence: input.evidence ?? [],
  });
}
