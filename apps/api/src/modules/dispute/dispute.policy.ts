import type { DisputeParty, DisputeState } from '@ajar/domain';
import type { DisputeRow } from './dispute.tables';

/** Which side of the dispute a user is on, or null for anyone else (staff included). */
export function partyOf(dispute: DisputeRow, userId: string): DisputeParty | null {
  if (dispute.studentId === userId) return 'student';
  if (dispute.tutorId === userId) return 'tutor';
  return null;
}

export function userOfParty(dispute: DisputeRow, party: DisputeParty): string {
  return party === 'student' ? dispute.studentId : dispute.tutorId;
}

export function stateOf(dispute: DisputeRow): DisputeState {
  return {
    status: dispute.status,
    turn: dispute.turn,
    turnEndsAt: dispute.turnEndsAt,
    counters: dispute.counters,
  };
}
