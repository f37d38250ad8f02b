import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import { users } from '../account';
import { classEnrolments, classes, classSessionRefunds, classSessions } from './classes.tables';

/** A session with its class and its tutor's names: what its classroom is for. */
export async function sessionWithClass(executor: Executor, sessionId: string) {
  if (!isPvid(sessionId)) return undefined;
  const [row] = await executor
    .select({
      session: classSessions,
      classRow: classes,
      tutor: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(users, eq(users.id, classes.tutorId))
    .where(eq(classSessions.id, sessionId))
    .limit(1);
  return row;
}

/** The students with a live seat for this session: enrolled (paid, not refunded) and not refunded for it. */
export async function liveStudentsOfSession(executor: Executor, classId: string, sessionId: string) {
  return executor
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(classEnrolments)
    .innerJoin(users, eq(users.id, classEnrolments.studentId))
    .where(
      and(
        eq(classEnrolments.classId, classId),
        eq(classEnrolments.status, 'ENROLLED'),
        notExists(
          executor
            .select({ one: sql`1` })
            .from(classSessionRefunds)
            .where(
              and(
                eq(classSessionRefunds.sessionId, sessionId),
                eq(classSessionRefunds.enrolmentId, classEnrolments.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(classEnrolments.createdAt, classEnrolments.id);
}
