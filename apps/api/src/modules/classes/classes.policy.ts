import { ROLE_CODES, type RoleCode } from '@ajar/domain';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import type { ClassRow } from './classes.tables';

/** Only the class's tutor manages it; anyone else is told it does not exist (its money is not theirs). */
export function assertTutorOf(viewer: Viewer, row: ClassRow | undefined): asserts row is ClassRow {
  if (!row || row.tutorId !== viewer.userId) throw new DomainError('NOT_FOUND', 'notFound');
}

/** Who may take a seat: a student of the class's market, never its tutor. */
export function enrolmentRefusal(
  student: { readonly userId: string; readonly roleCode: RoleCode; readonly country: string },
  row: ClassRow,
): DomainError | null {
  if (row.tutorId === student.userId) return new DomainError('CONFLICT', 'classOwnClass');
  if (student.roleCode !== ROLE_CODES.student) return new DomainError('FORBIDDEN', 'classStudentsOnly');
  if (row.country !== student.country) return new DomainError('FORBIDDEN', 'differentCountry');
  if (row.status !== 'OPEN') return new DomainError('CONFLICT', 'classEnrolmentClosed');
  return null;
}
