import type { AssignmentAcceptanceRow, AssignmentItem } from './assignment-types';

/**
 * Spec section 4, a tutor's answer (the isAccept flag): offered by a broadcast (isApply false, isAccept
 * null), applied (both true) or rejected (isAccept false).
 */
export type TutorAnswer = 'offered' | 'applied' | 'rejected';

export function answerOf(row: Pick<AssignmentAcceptanceRow, 'isApply' | 'isAccept'>): TutorAnswer {
  if (row.isAccept === false) return 'rejected';
  return row.isApply && row.isAccept === true ? 'applied' : 'offered';
}

/** The signed-in tutor's own answer (the API lists only their row), or null when never offered nor answered. */
export function myAnswer(
  assignment: Pick<AssignmentItem, 'role' | 'acceptanceTutorList'>,
): TutorAnswer | null {
  if (assignment.role !== 'TUTOR') return null;
  const [row] = assignment.acceptanceTutorList;
  return row ? answerOf(row) : null;
}

/** The tutors who applied, for the student who posted it: most recent answer first. */
export function applicantsOf(
  assignment: Pick<AssignmentItem, 'acceptanceTutorList'>,
): AssignmentAcceptanceRow[] {
  return assignment.acceptanceTutorList
    .filter((row) => answerOf(row) === 'applied')
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
