import { classMessageSchema, classSessionCancellable } from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError, parseInput } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { cancelJob } from '../jobs';
import { notifyMany } from '../notification';
import { CLASS_SESSION_END_JOB } from './class-job-kinds';
import { refundSession } from './class-money';
import { assertTutorOf } from './classes.policy';
import {
  enrolledIn,
  findClass,
  insertRefunds,
  lockClass,
  markEnrolmentsRefunded,
  markSession,
  sessionsOf,
  updateClassRow,
} from './classes.queries';

/**
 * cancelClassSession: the tutor cancels a session that has not started. In one database transaction, under
 * the class row's lock (so no enrolment or earning slips in between): the session is cancelled, each enrolled
 * student gets its share back (one balanced ledger transaction each) and the refund is recorded; when no
 * session is left, the class is cancelled and its enrolments marked refunded. Each student hears of it after.
 */
export async function cancelClassSession(
  deps: Deps,
  viewer: Viewer,
  classId: string,
  sessionId: string,
): Promise<{ refunded: number; students: number }> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockClass(tx, classId);
    assertTutorOf(viewer, row);
    const sessions = await sessionsOf(tx, [row.id]);
    const session = sessions.find((candidate) => candidate.id === sessionId);
    if (!session) throw new DomainError('NOT_FOUND', 'notFound');
    if (!classSessionCancellable(session, now))
      throw new DomainError('CONFLICT', 'classSessionNotCancellable');
    const enrolments = await enrolledIn(tx, row.id);
    await markSession(tx, session.id, { cancelledAt: now });
    await refundSession(tx, row, session, enrolments);
    await insertRefunds(
      tx,
      enrolments.map((enrolment) => ({
        sessionId: session.id,
        enrolmentId: enrolment.id,
        amountMinor: session.shareMinor,
        createdAt: now,
      })),
    );
    await cancelJob(tx, CLASS_SESSION_END_JOB, session.id);
    const left = sessions.filter((other) => other.id !== session.id && other.cancelledAt === null);
    if (left.length === 0) {
      await updateClassRow(tx, row.id, { status: 'CANCELLED', updatedAt: now });
      await markEnrolmentsRefunded(tx, row.id);
    }
    return { row, enrolments, share: session.shareMinor };
  });
  await notifyMany(
    deps,
    outcome.enrolments.map((enrolment) => ({
      userId: enrolment.studentId,
      code: 'CLASS_SESSION_CANCELLED' as const,
      entityId: outcome.row.id,
      remarks: outcome.row.title,
      entityTitle: outcome.row.title,
    })),
  );
  return { refunded: outcome.share * outcome.enrolments.length, students: outcome.enrolments.length };
}

/**
 * messageClassStudents: the tutor writes to every enrolled student at once. Each gets it as a notification
 * (the bell, live), naming the class; chat rooms stay one to one.
 */
export async function messageClassStudents(
  deps: Deps,
  viewer: Viewer,
  classId: string,
  raw: unknown,
): Promise<number> {
  const message = parseInput(classMessageSchema, raw);
  const row = await findClass(deps.db, classId);
  assertTutorOf(viewer, row);
  const enrolments = await enrolledIn(deps.db, row.id);
  if (enrolments.length === 0) throw new DomainError('CONFLICT', 'classNoStudents');
  await notifyMany(
    deps,
    enrolments.map((enrolment) => ({
      userId: enrolment.studentId,
      code: 'CLASS_MESSAGE' as const,
      entityId: row.id,
      remarks: message,
      entityTitle: row.title,
    })),
  );
  return enrolments.length;
}
