import type { ClassEnrolmentStatus } from '@ajar/domain';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../account';
import { levels, referenceSubjects } from '../reference';
import { resources } from '../resource';
import { classEnrolments, classes, classSessions, type ClassRow } from './classes.tables';

/** A class with what its card and page draw beside it. */
export interface ClassRecord {
  readonly row: ClassRow;
  readonly subjectName: string;
  readonly levelName: string;
  readonly cover: string | null;
  readonly tutor: {
    readonly id: string;
    readonly token: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly avatarUrl: string | null;
  };
}

const recordColumns = {
  row: classes,
  subjectName: referenceSubjects.name,
  levelName: levels.name,
  cover: resources.path,
  tutor: {
    id: users.id,
    token: users.token,
    firstName: users.firstName,
    lastName: users.lastName,
    avatarUrl: users.avatarUrl,
  },
};

function recordsWhere(executor: Executor, where: SQL | undefined) {
  return executor
    .select(recordColumns)
    .from(classes)
    .innerJoin(referenceSubjects, eq(referenceSubjects.id, classes.subjectId))
    .innerJoin(levels, eq(levels.id, classes.levelId))
    .innerJoin(users, eq(users.id, classes.tutorId))
    .leftJoin(resources, eq(resources.id, classes.coverResourceId))
    .where(where);
}

export async function classRecords(executor: Executor, ids: readonly string[]): Promise<ClassRecord[]> {
  if (ids.length === 0) return [];
  return recordsWhere(executor, inArray(classes.id, [...ids]));
}

export async function classRecordsOfTutor(executor: Executor, tutorId: string): Promise<ClassRecord[]> {
  return recordsWhere(executor, eq(classes.tutorId, tutorId)).orderBy(desc(classes.createdAt));
}

export interface ClassFilter {
  readonly country: string;
  readonly subjectId: string | null;
  readonly levelId: string | null;
  /** Classes whose first session (not cancelled) starts in [from, to). */
  readonly from: Date;
  readonly to: Date | null;
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly keywords: string | null;
}

/** The first session not cancelled, per class. */
const firstStart = sql<Date>`(select min(${classSessions.startsAt}) from ${classSessions}
  where ${classSessions.classId} = ${classes.id} and ${classSessions.cancelledAt} is null)`;

/** Open classes of a market still taking students, matching the filters, soonest first. */
export async function browseClassIds(
  executor: Executor,
  filter: ClassFilter,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ ids: string[]; total: number }> {
  const conditions: SQL[] = [
    eq(classes.country, filter.country as ClassRow['country']),
    eq(classes.status, 'OPEN'),
    sql`${firstStart} > ${filter.from}`,
  ];
  if (filter.to) conditions.push(sql`${firstStart} < ${filter.to}`);
  if (filter.subjectId) conditions.push(eq(classes.subjectId, filter.subjectId));
  if (filter.levelId) conditions.push(eq(classes.levelId, filter.levelId));
  if (filter.minPrice !== null) conditions.push(gte(classes.priceMinor, filter.minPrice));
  if (filter.maxPrice !== null) conditions.push(lte(classes.priceMinor, filter.maxPrice));
  if (filter.keywords) {
    const pattern = `%${filter.keywords.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    const match = or(ilike(classes.title, pattern), ilike(classes.description, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(classes)
    .where(where);
  const rows = await executor
    .select({ id: classes.id })
    .from(classes)
    .where(where)
    .orderBy(asc(firstStart), asc(classes.id))
    .offset(page.offset)
    .limit(page.limit);
  return { ids: rows.map((row) => row.id), total: Number(counted?.total ?? 0) };
}

/** The enrolments of classes, with each student's name. */
export async function enrolmentsWithStudents(executor: Executor, classIds: readonly string[]) {
  if (classIds.length === 0) return [];
  return executor
    .select({ enrolment: classEnrolments, firstName: users.firstName, lastName: users.lastName })
    .from(classEnrolments)
    .innerJoin(users, eq(users.id, classEnrolments.studentId))
    .where(inArray(classEnrolments.classId, [...classIds]))
    .orderBy(asc(classEnrolments.createdAt), asc(classEnrolments.id));
}

/** A student's enrolments, newest first. */
export async function enrolmentsOfStudent(executor: Executor, studentId: string) {
  return executor
    .select()
    .from(classEnrolments)
    .where(eq(classEnrolments.studentId, studentId))
    .orderBy(desc(classEnrolments.createdAt));
}

/** Which of these classes the student holds a seat in. */
export async function enrolledClassIds(
  executor: Executor,
  studentId: string,
  classIds: readonly string[],
): Promise<Map<string, ClassEnrolmentStatus>> {
  if (classIds.length === 0) return new Map();
  const rows = await executor
    .select({ classId: classEnrolments.classId, status: classEnrolments.status })
    .from(classEnrolments)
    .where(and(eq(classEnrolments.studentId, studentId), inArray(classEnrolments.classId, [...classIds])));
  return new Map(rows.map((row) => [row.classId, row.status]));
}

/** A tutor's class sessions starting in [from, to), not cancelled, of open classes: soonest first. */
export async function upcomingSessionsOfTutor(executor: Executor, tutorId: string, from: Date, to: Date) {
  return executor
    .select({
      sessionId: classSessions.id,
      classId: classes.id,
      title: classes.title,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      seats: classes.seats,
      seatsTaken: classes.seatsTaken,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(
      and(
        eq(classes.tutorId, tutorId),
        eq(classes.status, 'OPEN'),
        sql`${classSessions.cancelledAt} is null`,
        gte(classSessions.startsAt, from),
        sql`${classSessions.startsAt} < ${to}`,
      ),
    )
    .orderBy(asc(classSessions.startsAt));
}
