import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import {
  classEnrolments,
  classes,
  classSessionRefunds,
  classSessions,
  type ClassEnrolmentRow,
  type ClassRow,
  type ClassSessionRow,
} from './classes.tables';

export type NewClass = typeof classes.$inferInsert;
export type NewClassSession = typeof classSessions.$inferInsert;

export async function insertClass(tx: Transaction, values: NewClass): Promise<ClassRow> {
  const [row] = await tx.insert(classes).values(values).returning();
  if (!row) throw new Error('classes: the inserted class is missing');
  return row;
}

export async function insertSessions(tx: Transaction, values: readonly NewClassSession[]) {
  return tx
    .insert(classSessions)
    .values([...values])
    .returning();
}

export async function findClass(executor: Executor, id: string): Promise<ClassRow | undefined> {
  if (!isPvid(id)) return undefined;
  const [row] = await executor.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row;
}

/** The class row locked until the transaction ends: every money step of a class goes through it, in turn. */
export async function lockClass(tx: Transaction, id: string): Promise<ClassRow | undefined> {
  if (!isPvid(id)) return undefined;
  const [row] = await tx.select().from(classes).where(eq(classes.id, id)).for('update').limit(1);
  return row;
}

export async function updateClassRow(
  tx: Transaction,
  id: string,
  change: Partial<Omit<NewClass, 'id' | 'tutorId' | 'country' | 'currency'>>,
): Promise<ClassRow> {
  const [row] = await tx.update(classes).set(change).where(eq(classes.id, id)).returning();
  if (!row) throw new Error('classes: the updated class is missing');
  return row;
}

/**
 * Takes one seat, or none when the class is full or no longer open: one conditional UPDATE, so concurrent
 * enrolments queue on the row and each sees the count the one before left (no oversell under any race).
 */
export async function takeSeat(tx: Transaction, classId: string): Promise<ClassRow | undefined> {
  const [row] = await tx
    .update(classes)
    .set({ seatsTaken: sql`${classes.seatsTaken} + 1` })
    .where(
      and(eq(classes.id, classId), eq(classes.status, 'OPEN'), sql`${classes.seatsTaken} < ${classes.seats}`),
    )
    .returning();
  return row;
}

export async function sessionsOf(
  executor: Executor,
  classIds: readonly string[],
): Promise<ClassSessionRow[]> {
  if (classIds.length === 0) return [];
  return executor
    .select()
    .from(classSessions)
    .where(inArray(classSessions.classId, [...classIds]))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
}

export async function setSessionShares(
  tx: Transaction,
  shares: readonly { readonly id: string; readonly shareMinor: number }[],
): Promise<void> {
  for (const { id, shareMinor } of shares)
    await tx.update(classSessions).set({ shareMinor }).where(eq(classSessions.id, id));
}

export async function markSession(
  tx: Transaction,
  id: string,
  change: { readonly cancelledAt?: Date; readonly earnedAt?: Date },
): Promise<void> {
  await tx.update(classSessions).set(change).where(eq(classSessions.id, id));
}

export async function insertEnrolment(
  tx: Transaction,
  values: typeof classEnrolments.$inferInsert,
): Promise<ClassEnrolmentRow> {
  const [row] = await tx.insert(classEnrolments).values(values).returning();
  if (!row) throw new Error('classes: the inserted enrolment is missing');
  return row;
}

/** The paid seats of a class (status ENROLLED), oldest first. */
export async function enrolledIn(executor: Executor, classId: string): Promise<ClassEnrolmentRow[]> {
  return executor
    .select()
    .from(classEnrolments)
    .where(and(eq(classEnrolments.classId, classId), eq(classEnrolments.status, 'ENROLLED')))
    .orderBy(asc(classEnrolments.createdAt), asc(classEnrolments.id));
}

export async function enrolmentOf(
  executor: Executor,
  classId: string,
  studentId: string,
): Promise<ClassEnrolmentRow | undefined> {
  const [row] = await executor
    .select()
    .from(classEnrolments)
    .where(and(eq(classEnrolments.classId, classId), eq(classEnrolments.studentId, studentId)))
    .limit(1);
  return row;
}

export async function markEnrolmentsRefunded(tx: Transaction, classId: string): Promise<void> {
  await tx
    .update(classEnrolments)
    .set({ status: 'REFUNDED' })
    .where(and(eq(classEnrolments.classId, classId), eq(classEnrolments.status, 'ENROLLED')));
}

export async function insertRefunds(
  tx: Transaction,
  rows: readonly (typeof classSessionRefunds.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(classSessionRefunds).values([...rows]);
}

/** What was refunded per enrolment (by cancelled sessions), for the given enrolments. */
export async function refundedByEnrolment(
  executor: Executor,
  enrolmentIds: readonly string[],
): Promise<Map<string, number>> {
  if (enrolmentIds.length === 0) return new Map();
  const rows = await executor
    .select({
      enrolmentId: classSessionRefunds.enrolmentId,
      total: sql<string>`coalesce(sum(${classSessionRefunds.amountMinor}), 0)`,
    })
    .from(classSessionRefunds)
    .where(inArray(classSessionRefunds.enrolmentId, [...enrolmentIds]))
    .groupBy(classSessionRefunds.enrolmentId);
  return new Map(rows.map((row) => [row.enrolmentId, Number(row.total)]));
}

export async function classIdOfSession(executor: Executor, sessionId: string): Promise<string | undefined> {
  if (!isPvid(sessionId)) return undefined;
  const [row] = await executor
    .select({ classId: classSessions.classId })
    .from(classSessions)
    .where(eq(classSessions.id, sessionId))
    .limit(1);
  return row?.classId;
}
