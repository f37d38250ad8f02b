import {
  ASSIGNMENT_SEARCH_LIMIT,
  MARKETS,
  MESSAGES,
  ROLE_CODES,
  assignmentPath,
  assignmentSchema,
  type CountryCode,
  type MessageKey,
} from '@ajar/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { DomainError, parseInput } from '../../kernel/domain-error';
import { sendMail } from '../../infra/mail/send-mail';
import type { Viewer } from '../../kernel/viewer';
import { users } from '../account';
import { notify, notifyMany } from '../notification';
import { isPvid } from '../../kernel/ids';
import { curricula, referenceSubjects } from '../reference';
import { assignmentOfferMail } from './assignment.mails';
import {
  acceptancesOf,
  assignmentFilterSql,
  assignmentIdsOfTutor,
  findAssignmentRecord,
  offerToMatchingTutors,
  selectAssignments,
  type AssignmentFilter,
  type AssignmentRecord,
} from './assignment.queries';
import type { AssignmentAcceptanceView, AssignmentRole, AssignmentView } from './assignment.shapes';
import { assignmentAcceptances, assignments } from './assignment.tables';

const notInCountry = () => new DomainError('FORBIDDEN', 'assignmentNotInCountry');
const notFound = () => new DomainError('NOT_FOUND', 'notFound');

/** Spec section 5: assignments live in one market; anyone from another is refused. */
function requireSameCountry(viewer: Viewer, country: string | null | undefined): void {
  if (country && country !== viewer.country) throw notInCountry();
}

function roleOf(viewer: Viewer, record: AssignmentRecord): AssignmentRole {
  if (record.assignment.studentId === viewer.userId) return 'OWNER';
  return viewer.roleCode === ROLE_CODES.tutor ? 'TUTOR' : 'VIEWER';
}

function toView(
  viewer: Viewer,
  record: AssignmentRecord,
  acceptances: readonly AssignmentAcceptanceView[],
): AssignmentView {
  const { assignment } = record;
  const role = roleOf(viewer, record);
  return {
    pvid: assignment.id,
    title: assignment.title,
    tutorExperience: assignment.tutorExperience,
    location: assignment.location,
    notes: assignment.notes,
    isActive: assignment.isActive,
    tutorGender: assignment.tutorGender,
    curriculumPvid: assignment.curriculumId,
    subjectPvid: assignment.subjectId,
    programmeLevelName: record.curriculumName,
    programmeSubjectName: record.subjectName,
    priceRangeStartPrice: assignment.priceStartMinor,
    priceRangeEndPrice: assignment.priceEndMinor,
    currency: MARKETS[assignment.country].currency,
    country: assignment.country,
    isJoin: assignment.isJoin,
    joinStudent: assignment.joinStudent,
    broadcast: assignment.broadcast,
    broadcastCount: assignment.broadcastCount,
    createdAt: assignment.createdAt,
    role,
    profileJoin: record.student,
    // Applicants are the student's business; a tutor sees only their own answer.
    acceptanceTutorList:
      role === 'OWNER'
        ? acceptances
        : acceptances.filter((acceptance) => acceptance.tutor.userPvid === viewer.userId),
    applicantCount: record.applicantCount,
  };
}

async function viewsOf(deps: Deps, viewer: Viewer, records: readonly AssignmentRecord[]) {
  const owned = records.filter((record) => record.assignment.studentId === viewer.userId);
  const others = records.filter((record) => record.assignment.studentId !== viewer.userId);
  const [ownAcceptances, myAcceptances] = await Promise.all([
    acceptancesOf(
      deps.db,
      owned.map((record) => record.assignment.id),
      null,
    ),
    acceptancesOf(
      deps.db,
      others.map((record) => record.assignment.id),
      viewer.userId,
    ),
  ]);
  return records.map((record) =>
    toView(
      viewer,
      record,
      ownAcceptances.get(record.assignment.id) ?? myAcceptances.get(record.assignment.id) ?? [],
    ),
  );
}

async function viewOne(deps: Deps, viewer: Viewer, id: string): Promise<AssignmentView> {
  const record = isPvid(id) ? await findAssignmentRecord(deps.db, id) : undefined;
  if (!record) throw notFound();
  requireSameCountry(viewer, record.assignment.country);
  const [view] = await viewsOf(deps, viewer, [record]);
  if (!view) throw notFound();
  return view;
}

/** The curriculum and subject must be of the student's market. */
async function requireMarketReference(
  deps: Deps,
  country: CountryCode,
  curriculumId: string,
  subjectId: string,
) {
  const [[curriculum], [subject]] = await Promise.all([
    deps.db
      .select({ id: curricula.id })
      .from(curricula)
      .where(and(eq(curricula.id, curriculumId), eq(curricula.country, country))),
    deps.db
      .select({ id: referenceSubjects.id, name: referenceSubjects.name })
      .from(referenceSubjects)
      .where(and(eq(referenceSubjects.id, subjectId), eq(referenceSubjects.country, country))),
  ]);
  if (!curriculum)
    throw new DomainError('BAD_USER_INPUT', 'curriculumRequired', { curriculumPvid: 'curriculumRequired' });
  if (!subject)
    throw new DomainError('BAD_USER_INPUT', 'subjectRequired', { subjectPvid: 'subjectRequired' });
  return subject.name;
}

/**
 * addPostingAssignment: a student posts in their own market. With broadcast on, every matching tutor is
 * offered it once, mailed through the outbox in the same transaction, and notified once it committed.
 */
export async function addPostingAssignment(
  deps: Deps,
  viewer: Viewer,
  args: Record<string, unknown> & { country?: string | null },
): Promise<AssignmentView> {
  if (viewer.roleCode !== ROLE_CODES.student) throw new DomainError('FORBIDDEN', 'assignmentStudentsOnly');
  requireSameCountry(viewer, args.country);
  const input = parseInput(assignmentSchema(viewer.country), args);
  const subjectName = await requireMarketReference(
    deps,
    viewer.country,
    input.curriculumPvid,
    input.subjectPvid,
  );
  const now = deps.clock.now();
  const { row, offered } = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(assignments)
      .values({
        studentId: viewer.userId,
        country: viewer.country,
        title: input.title,
        curriculumId: input.curriculumPvid,
        subjectId: input.subjectPvid,
        tutorExperience: input.tutorExperience,
        location: input.location,
        notes: input.notes ?? null,
        isActive: input.isActive,
        tutorGender: input.tutorGender,
        isJoin: input.isJoin,
        joinStudent: input.joinStudent,
        priceStartMinor: input.priceRange.startPrice,
        priceEndMinor: input.priceRange.endPrice,
        broadcast: input.broadcast,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw notFound();
    if (!input.broadcast || !input.isActive) return { row: inserted, offered: [] };
    const matched = await offerToMatchingTutors(tx, inserted, now);
    const link = `${deps.config.publicUrl}${assignmentPath(inserted.country, { title: inserted.title, pvid: inserted.id })}`;
    for (const tutor of matched)
      await sendMail(
        tx,
        assignmentOfferMail(
          { email: tutor.email, firstName: tutor.firstName, country: inserted.country },
          { title: inserted.title, subjectName, location: inserted.location },
          link,
        ),
        now,
      );
    const [counted] = await tx
      .update(assignments)
      .set({ broadcastCount: matched.length })
      .where(eq(assignments.id, inserted.id))
      .returning();
    return { row: counted ?? inserted, offered: matched };
  });
  await notifyMany(
    deps,
    offered.map((tutor) => ({
      userId: tutor.tutorId,
      code: 'ASSIGNMENT_POSTED' as const,
      entityId: row.id,
      remarks: row.title,
      entityTitle: row.title,
    })),
  );
  return viewOne(deps, viewer, row.id);
}

/** listPostingAssignment: the student's own assignments, newest first. */
export async function listMyAssignments(deps: Deps, viewer: Viewer): Promise<AssignmentView[]> {
  const records = await selectAssignments(deps.db, eq(assignments.studentId, viewer.userId), 200);
  return viewsOf(deps, viewer, records);
}

/** listPostingAssignmentPublic(country) and findAssignment: open assignments of the viewer's market. */
export async function findAssignments(
  deps: Deps,
  viewer: Viewer,
  filter: Omit<AssignmentFilter, 'country'> & { country?: string | null; limit?: number | null },
): Promise<AssignmentView[]> {
  requireSameCountry(viewer, filter.country);
  const limit = Math.min(Math.max(filter.limit ?? ASSIGNMENT_SEARCH_LIMIT, 1), ASSIGNMENT_SEARCH_LIMIT);
  const ids = [filter.subjectId, filter.curriculumId];
  if (ids.some((id) => id !== null && !isPvid(id))) return [];
  const records = await selectAssignments(
    deps.db,
    assignmentFilterSql({ ...filter, country: viewer.country }),
    limit,
  );
  return viewsOf(deps, viewer, records);
}

/** detailPostingAssignment: anyone signed in from the assignment's market. */
export function assignmentDetail(deps: Deps, viewer: Viewer, id: string): Promise<AssignmentView> {
  return viewOne(deps, viewer, id);
}

/** The assignments offered to or answered by the signed-in tutor (assignments/acceptance). */
export async function listTutorAcceptances(deps: Deps, viewer: Viewer): Promise<AssignmentView[]> {
  const ids = await assignmentIdsOfTutor(deps.db, viewer.userId, 200);
  if (ids.length === 0) return [];
  const records = await selectAssignments(deps.db, inArray(assignments.id, ids), ids.length);
  return viewsOf(deps, viewer, records);
}

export interface AcceptanceAnswer {
  readonly success: boolean;
  readonly message: string;
  readonly assignment: AssignmentView;
}

/**
 * A tutor accepts (applies to) or rejects an assignment of their market, for themselves only. The student
 * hears of each new applicant once.
 */
export async function answerAssignment(
  deps: Deps,
  viewer: Viewer,
  id: string,
  isAccept: boolean,
): Promise<AcceptanceAnswer> {
  if (viewer.roleCode !== ROLE_CODES.tutor) throw new DomainError('FORBIDDEN', 'assignmentTutorsOnly');
  const record = isPvid(id) ? await findAssignmentRecord(deps.db, id) : undefined;
  if (!record) throw notFound();
  requireSameCountry(viewer, record.assignment.country);
  const now = deps.clock.now();
  const becameApplicant = await deps.db.transaction(async (tx) => {
    // The assignment's row first: answers to it are decided one at a time (a double click notifies once),
    // and a close committed meanwhile is seen.
    const [still] = await tx
      .select({ isActive: assignments.isActive })
      .from(assignments)
      .where(eq(assignments.id, id))
      .for('update');
    if (!still?.isActive) throw new DomainError('CONFLICT', 'assignmentClosed');
    const [before] = await tx
      .select({ isApply: assignmentAcceptances.isApply })
      .from(assignmentAcceptances)
      .where(
        and(eq(assignmentAcceptances.assignmentId, id), eq(assignmentAcceptances.tutorId, viewer.userId)),
      )
      .for('update');
    await tx
      .insert(assignmentAcceptances)
      .values({
        assignmentId: id,
        tutorId: viewer.userId,
        isApply: isAccept,
        isAccept,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [assignmentAcceptances.assignmentId, assignmentAcceptances.tutorId],
        set: { isApply: isAccept, isAccept, updatedAt: now },
      });
    return isAccept && !before?.isApply;
  });
  if (becameApplicant) {
    const [tutor] = await deps.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, viewer.userId));
    await notify(deps, {
      userId: record.assignment.studentId,
      code: 'ASSIGNMENT_APPLIED',
      entityId: id,
      remarks: tutor ? `${tutor.firstName} ${tutor.lastName}` : '',
      entityTitle: record.assignment.title,
    });
  }
  const messageKey: MessageKey = isAccept ? 'assignmentAccepted' : 'assignmentRejected';
  return { success: true, message: MESSAGES[messageKey], assignment: await viewOne(deps, viewer, id) };
}

/** The student opens or closes their assignment; a closed one leaves the public lists. */
export async function setAssignmentActive(
  deps: Deps,
  viewer: Viewer,
  id: string,
  isActive: boolean,
): Promise<AssignmentView> {
  const updated = isPvid(id)
    ? await deps.db
        .update(assignments)
        .set({ isActive })
        .where(and(eq(assignments.id, id), eq(assignments.studentId, viewer.userId)))
        .returning({ id: assignments.id })
    : [];
  if (updated.length === 0) throw notFound();
  return viewOne(deps, viewer, id);
}
