import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import { classEnrolments, classes } from './classes.tables';

/** The tutor's open group classes, newest first: what a tutor may share a file with (Resources). */
export function openClassesOfTutor(
  executor: Executor,
  tutorId: string,
): Promise<{ id: string; title: string }[]> {
  return executor
    .select({ id: classes.id, title: classes.title })
    .from(classes)
    .where(and(eq(classes.tutorId, tutorId), eq(classes.status, 'OPEN')))
    .orderBy(desc(classes.createdAt));
}

/** The classes the student holds a seat in (enrolled, not refunded). */
export async function enrolledClassIdsOf(executor: Executor, studentId: string): Promise<string[]> {
  if (!isPvid(studentId)) return [];
  const rows = await executor
    .select({ id: classEnrolments.classId })
    .from(classEnrolments)
    .where(and(eq(classEnrolments.studentId, studentId), eq(classEnrolments.status, 'ENROLLED')));
  return rows.map((row) => row.id);
}
