import { classEnrolmentOpen, type CountryCode, type CurrencyCode, type RoleCode } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { UNIQUE_VIOLATION, postgresErrorCode } from '../../db/postgres-error';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { roles, users } from '../account';
import { notify } from '../notification';
import { payEnrolment } from './class-money';
import { enrolmentRefusal } from './classes.policy';
import { enrolmentOf, findClass, insertEnrolment, lockClass, sessionsOf, takeSeat } from './classes.queries';
import type { ClassRow, ClassSessionRow } from './classes.tables';

/** Who takes a seat: a student, in their market. */
export interface ClassStudent {
  readonly userId: string;
  readonly roleCode: RoleCode;
  readonly country: CountryCode;
}

export interface EnrolmentResult {
  readonly classId: string;
  readonly enrolmentId: string;
  readonly paidMinor: number;
  readonly currency: CurrencyCode;
}

/** What a seat costs now: the shares of the sessions not cancelled (the price, unless some were). */
export const seatDueOf = (sessions: readonly ClassSessionRow[]) =>
  sessions.filter((session) => session.cancelledAt === null).reduce((sum, s) => sum + s.shareMinor, 0);

/** Why this student cannot take a seat now (before any money moves), or nothing. */
async function refuseEnrolment(
  executor: Executor,
  student: ClassStudent,
  row: ClassRow | undefined,
  now: Date,
): Promise<{ row: ClassRow; sessions: ClassSessionRow[] }> {
  if (!row) throw new DomainError('NOT_FOUND', 'notFound');
  const refusal = enrolmentRefusal(student, row);
  if (refusal) throw refusal;
  const sessions = await sessionsOf(executor, [row.id]);
  if (!classEnrolmentOpen(sessions, now)) throw new DomainError('CONFLICT', 'classEnrolmentClosed');
  if (await enrolmentOf(executor, row.id, student.userId))
    throw new DomainError('CONFLICT', 'classAlreadyEnrolled');
  if (row.seatsTaken >= row.seats) throw new DomainError('CONFLICT', 'classFull');
  return { row, sessions };
}

/** The payer as an enrolment checks them (their role and market), or NOT_FOUND. */
export async function classStudentOf(executor: Executor, userId: string): Promise<ClassStudent> {
  const [row] = await executor
    .select({ userId: users.id, roleCode: roles.code, country: users.country })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', 'notFound');
  return { userId: row.userId, roleCode: row.roleCode as RoleCode, country: row.country };
}

/**
 * A seat paid from the student's balance, inside the caller's transaction. The class row is locked first, so
 * the sessions and seats read after it are the ones a concurrent session cancel or enrolment left (a cancel
 * holding the lock is waited for, and its cancelled session is then not charged). Then the seat is taken with
 * one conditional UPDATE, the enrolment written (one per student), and the price moved to escrow. Too little
 * balance, a full class or a second enrolment, and the caller's transaction rolls everything back.
 */
export async function enrolFromBalance(
  tx: Transaction,
  student: ClassStudent,
  classId: string,
  now: Date,
): Promise<EnrolmentResult> {
  const { row, sessions } = await refuseEnrolment(tx, student, await lockClass(tx, classId), now);
  const taken = await takeSeat(tx, row.id);
  if (!taken) throw new DomainError('CONFLICT', 'classFull');
  const paidMinor = seatDueOf(sessions);
  let enrolment;
  try {
    enrolment = await tx.transaction((savepoint) =>
      insertEnrolment(savepoint, { classId: row.id, studentId: student.userId, paidMinor, createdAt: now }),
    );
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION)
      throw new DomainError('CONFLICT', 'classAlreadyEnrolled');
    throw error;
  }
  await payEnrolment(tx, taken, enrolment);
  return { classId: row.id, enrolmentId: enrolment.id, paidMinor, currency: row.currency };
}

/** enrolInClass: a seat paid from the balance; the tutor hears of it after the commit. */
export async function enrolInClass(deps: Deps, viewer: Viewer, classId: string): Promise<EnrolmentResult> {
  const now = deps.clock.now();
  const result = await deps.db.transaction((tx) => enrolFromBalance(tx, viewer, classId, now));
  await announceEnrolment(deps, result.classId, viewer.userId);
  return result;
}

/** What the payment service asks for a seat (service CLASS), checked as an enrolment would be. */
export async function classDue(
  executor: Executor,
  student: ClassStudent,
  classId: string,
  now: Date,
): Promise<{ amount: number; currency: CurrencyCode; country: CountryCode }> {
  const { row, sessions } = await refuseEnrolment(executor, student, await findClass(executor, classId), now);
  return { amount: seatDueOf(sessions), currency: row.currency, country: row.country };
}

/** The tutor hears that a student took a seat (after the enrolment committed). */
export async function announceEnrolment(deps: Deps, classId: string, studentId: string): Promise<void> {
  const row = await findClass(deps.db, classId);
  if (!row) return;
  const [student] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, studentId))
    .limit(1);
  await notify(deps, {
    userId: row.tutorId,
    code: 'CLASS_ENROLLED',
    entityId: row.id,
    remarks: student ? `${student.firstName} ${student.lastName}`.trim() : '',
    entityTitle: row.title,
  });
}
