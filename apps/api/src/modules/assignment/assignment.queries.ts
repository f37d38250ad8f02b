import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../infra/search/search-text';
import { users } from '../account';
import { curricula, referenceSubjects } from '../reference';
import { assignmentAcceptances, assignments, type AssignmentRow } from './assignment.tables';
import type { AssignmentAcceptanceView, AssignmentPersonView } from './assignment.shapes';

const person = {
  userPvid: users.id,
  userCode: users.token,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
};

export interface AssignmentRecord {
  readonly assignment: AssignmentRow;
  readonly curriculumName: string;
  readonly subjectName: string;
  readonly student: AssignmentPersonView;
  readonly applicantCount: number;
}

/** Assignments with their names, poster and applicant count, newest first. */
export async function selectAssignments(
  db: Executor,
  where: SQL | undefined,
  limit: number,
): Promise<AssignmentRecord[]> {
  return db
    .select({
      assignment: assignments,
      curriculumName: curricula.name,
      subjectName: referenceSubjects.name,
      student: person,
      applicantCount: sql<number>`(select count(*)::int from ${assignmentAcceptances}
        where ${assignmentAcceptances.assignmentId} = ${assignments.id} and ${assignmentAcceptances.isApply})`,
    })
    .from(assignments)
    .innerJoin(curricula, eq(curricula.id, assignments.curriculumId))
    .innerJoin(referenceSubjects, eq(referenceSubjects.id, assignments.subjectId))
    .innerJoin(users, eq(users.id, assignments.studentId))
    .where(where)
    .orderBy(desc(assignments.createdAt), desc(assignments.id))
    .limit(limit);
}

export async function findAssignmentRecord(db: Executor, id: string): Promise<AssignmentRecord | undefined> {
  const [record] = await selectAssignments(db, eq(assignments.id, id), 1);
  return record;
}

/** The acceptance rows of these assignments, optionally only one tutor's, grouped by assignment. */
export async function acceptancesOf(
  db: Executor,
  assignmentIds: readonly string[],
  tutorId: string | null,
): Promise<Map<string, AssignmentAcceptanceView[]>> {
  const grouped = new Map<string, AssignmentAcceptanceView[]>();
  if (assignmentIds.length === 0) return grouped;
  const rows = await db
    .select({ acceptance: assignmentAcceptances, tutor: person })
    .from(assignmentAcceptances)
    .innerJoin(users, eq(users.id, assignmentAcceptances.tutorId))
    .where(
      and(
        inArray(assignmentAcceptances.assignmentId, [...assignmentIds]),
        tutorId ? eq(assignmentAcceptances.tutorId, tutorId) : undefined,
      ),
    )
    .orderBy(desc(assignmentAcceptances.isApply), desc(assignmentAcceptances.updatedAt));
  for (const { acceptance, tutor } of rows) {
    const list = grouped.get(acceptance.assignmentId) ?? [];
    list.push({
      pvid: acceptance.id,
      isApply: acceptance.isApply,
      isAccept: acceptance.isAccept,
      broadcasted: acceptance.broadcasted,
      updatedAt: acceptance.updatedAt,
      tutor,
    });
    grouped.set(acceptance.assignmentId, list);
  }
  return grouped;
}

/** The ids of the assignments a tutor was offered or applied to, most recently touched first. */
export async function assignmentIdsOfTutor(db: Executor, tutorId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: assignmentAcceptances.assignmentId })
    .from(assignmentAcceptances)
    .where(eq(assignmentAcceptances.tutorId, tutorId))
    .orderBy(desc(assignmentAcceptances.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface AssignmentFilter {
  readonly country: string;
  readonly keywords: readonly string[];
  readonly location: string | null;
  readonly subjectId: string | null;
  readonly curriculumId: string | null;
  readonly startPrice: number | null;
  readonly endPrice: number | null;
  readonly tutorExperience: number | null;
}

/** findAssignment's WHERE: active assignments of the market whose range meets the asked one. */
export function assignmentFilterSql(filter: AssignmentFilter): SQL | undefined {
  const text = sql`(${assignments.title} || ' ' || coalesce(${assignments.notes}, '') || ' ' || ${assignments.location})`;
  return and(
    eq(assignments.country, filter.country as AssignmentRow['country']),
    eq(assignments.isActive, true),
    ...filter.keywords.map((word) => sql`${text} ilike ${containsPattern(word)}`),
    filter.location ? sql`${assignments.location} ilike ${containsPattern(filter.location)}` : undefined,
    filter.subjectId ? eq(assignments.subjectId, filter.subjectId) : undefined,
    filter.curriculumId ? eq(assignments.curriculumId, filter.curriculumId) : undefined,
    filter.startPrice !== null ? gte(assignments.priceEndMinor, filter.startPrice) : undefined,
    filter.endPrice !== null ? lte(assignments.priceStartMinor, filter.endPrice) : undefined,
    filter.tutorExperience !== null ? eq(assignments.tutorExperience, filter.tutorExperience) : undefined,
  );
}

export interface MatchedTutor {
  readonly tutorId: string;
  readonly email: string;
  readonly firstName: string;
}

/**
 * Broadcast: offers the assignment to every active tutor of its market who teaches its subject at a level
 * of its curriculum (or lists the curriculum), with the asked experience and gender, once each (the pair
 * is unique). Returns only the tutors newly offered it.
 */
export async function offerToMatchingTutors(
  tx: Executor,
  assignment: AssignmentRow,
  now: Date,
): Promise<MatchedTutor[]> {
  const result = await tx.execute(sql`
    with matched as (
      select d.user_id from search_tutor_documents d
      join users u on u.id = d.user_id and u.is_active
      left join profiles p on p.user_id = d.user_id
      where d.country = ${assignment.country}
        and d.user_id <> ${assignment.studentId}
        and d.subject_ids @> array[${assignment.subjectId}]::uuid[]
        and (d.curriculum_ids @> array[${assignment.curriculumId}]::uuid[]
          or exists (select 1 from levels l where l.curriculum_id = ${assignment.curriculumId}
            and l.id = any(d.level_ids)))
        and d.experience_years >= ${assignment.tutorExperience}
        and (${assignment.tutorGender} = 'Any' or p.gender = ${assignment.tutorGender})
    ), offered as (
      insert into assignment_acceptances (assignment_id, tutor_id, broadcasted, created_at, updated_at)
      select ${assignment.id}::uuid, user_id, true, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz from matched
      on conflict (assignment_id, tutor_id) do nothing
      returning tutor_id
    )
    select o.tutor_id, u.email, u.first_name from offered o join users u on u.id = o.tutor_id`);
  return rowsOf<{ tutor_id: string; email: string; first_name: string }>(result).map((row) => ({
    tutorId: row.tutor_id,
    email: row.email,
    firstName: row.first_name,
  }));
}
