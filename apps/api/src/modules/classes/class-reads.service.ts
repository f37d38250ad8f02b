import {
  CLASS_PAGE_SIZE,
  MARKETS,
  addDays,
  classEnrolmentOpen,
  isCountryCode,
  isLocalDate,
  zonedToInstant,
  type CountryCode,
} from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { openClassrooms } from '../classroom';
import { seatDueOf } from './class-enrol.service';
import {
  browseClassIds,
  classRecords,
  classRecordsOfTutor,
  enrolledClassIds,
  enrolmentsOfStudent,
  enrolmentsWithStudents,
  type ClassRecord,
} from './class-reads.queries';
import { refundedByEnrolment, sessionsOf } from './classes.queries';
import type { ClassSessionRow } from './classes.tables';
import type { ClassPageView, ClassView, MyClassView, TutorClassView } from './classes.shapes';

function toClassView(
  record: ClassRecord,
  sessions: readonly ClassSessionRow[],
  viewer: Viewer | null,
  enrolled: boolean,
  now: Date,
  classUrls: ReadonlyMap<string, string>,
): ClassView {
  const { row } = record;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    country: row.country,
    currency: row.currency,
    price: row.priceMinor,
    due: seatDueOf(sessions),
    seats: row.seats,
    seatsTaken: row.seatsTaken,
    status: row.status,
    subject: { pvid: row.subjectId, name: record.subjectName },
    level: { pvid: row.levelId, name: record.levelName },
    cover: record.cover,
    tutor: {
      userPvid: record.tutor.id,
      token: record.tutor.token,
      firstName: record.tutor.firstName,
      lastName: record.tutor.lastName,
      avatar: record.tutor.avatarUrl,
    },
    sessions: sessions.map((session) => ({
      id: session.id,
      startTime: session.startsAt,
      endTime: session.endsAt,
      share: session.shareMinor,
      cancelled: session.cancelledAt !== null,
      earned: session.earnedAt !== null,
      classUrl: session.cancelledAt === null ? (classUrls.get(session.id) ?? null) : null,
    })),
    enrolmentOpen: row.status === 'OPEN' && classEnrolmentOpen(sessions, now),
    viewerEnrolled: enrolled,
    viewerIsTutor: viewer?.userId === row.tutorId,
  };
}

/**
 * The classroom paths of the sessions the viewer takes part in (the class's tutor, or a student with a live seat),
 * not cancelled: session id → path. Rooms are made at creation; a class made before them gets them here, lazily.
 */
async function classUrlsFor(
  deps: Deps,
  viewer: Viewer | null,
  records: readonly ClassRecord[],
  sessions: readonly ClassSessionRow[],
  enrolled: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  if (!viewer) return urls;
  for (const { row } of records) {
    const participant = row.tutorId === viewer.userId || enrolled.get(row.id) === 'ENROLLED';
    if (!participant || row.status === 'CANCELLED') continue;
    const open = sessions.filter((session) => session.classId === row.id && session.cancelledAt === null);
    const paths = await openClassrooms(
      deps.db,
      'CLASS_SESSION',
      row.country,
      open.map((session) => session.id),
    );
    for (const [sessionId, path] of paths) urls.set(sessionId, path);
  }
  return urls;
}

/** The views of these records, in their order, with their sessions and the viewer's seats. */
async function viewsOf(deps: Deps, viewer: Viewer | null, records: readonly ClassRecord[]) {
  const ids = records.map((record) => record.row.id);
  const sessions = await sessionsOf(deps.db, ids);
  const enrolled = viewer ? await enrolledClassIds(deps.db, viewer.userId, ids) : new Map<string, string>();
  const now = deps.clock.now();
  const classUrls = await classUrlsFor(deps, viewer, records, sessions, enrolled);
  return records.map((record) =>
    toClassView(
      record,
      sessions.filter((session) => session.classId === record.row.id),
      viewer,
      enrolled.has(record.row.id),
      now,
      classUrls,
    ),
  );
}

export interface BrowseClassesInput {
  readonly country: string;
  readonly subjectPvid?: string | null;
  readonly levelPvid?: string | null;
  /** Local dates of the market (YYYY-MM-DD): the first session on or after `fromDate`, before `toDate` ends. */
  readonly fromDate?: string | null;
  readonly toDate?: string | null;
  readonly minPrice?: number | null;
  readonly maxPrice?: number | null;
  readonly keywords?: string | null;
  readonly page?: number | null;
}

const optionalPvid = (value: string | null | undefined) => (value && isPvid(value) ? value : null);
const optionalAmount = (value: number | null | undefined) =>
  value !== null && value !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** getClasses: a market's classes still taking students (public), by subject, level, dates, price, words. */
export async function browseClasses(
  deps: Deps,
  viewer: Viewer | null,
  input: BrowseClassesInput,
): Promise<ClassPageView> {
  const country = input.country.trim().toLowerCase();
  if (!isCountryCode(country))
    throw new DomainError('BAD_USER_INPUT', 'unknownCountry', { country: 'unknownCountry' });
  const zone = MARKETS[country as CountryCode].timeZone;
  const now = deps.clock.now();
  const fromDate =
    input.fromDate && isLocalDate(input.fromDate) ? zonedToInstant(input.fromDate, 0, zone) : now;
  const to =
    input.toDate && isLocalDate(input.toDate) ? zonedToInstant(addDays(input.toDate, 1), 0, zone) : null;
  const page = Math.max(1, Math.trunc(input.page ?? 1));
  const { ids, total } = await browseClassIds(
    deps.db,
    {
      country,
      subjectId: optionalPvid(input.subjectPvid),
      levelId: optionalPvid(input.levelPvid),
      from: fromDate > now ? fromDate : now,
      to,
      minPrice: optionalAmount(input.minPrice),
      maxPrice: optionalAmount(input.maxPrice),
      keywords: input.keywords?.trim().slice(0, 100) || null,
    },
    { offset: (page - 1) * CLASS_PAGE_SIZE, limit: CLASS_PAGE_SIZE },
  );
  const records = await classRecords(deps.db, ids);
  const ordered = ids
    .map((id) => records.find((record) => record.row.id === id))
    .filter((record): record is ClassRecord => record !== undefined);
  return { items: await viewsOf(deps, viewer, ordered), total, page, pageSize: CLASS_PAGE_SIZE };
}

/** getClass: one class's page (public). */
export async function classFor(deps: Deps, viewer: Viewer | null, classId: string): Promise<ClassView> {
  if (!isPvid(classId)) throw new DomainError('NOT_FOUND', 'notFound');
  const [view] = await viewsOf(deps, viewer, await classRecords(deps.db, [classId]));
  if (!view) throw new DomainError('NOT_FOUND', 'notFound');
  return view;
}

/** getMyTutorClasses: the tutor's own classes, newest first, with their students and money. */
export async function tutorClasses(deps: Deps, viewer: Viewer): Promise<TutorClassView[]> {
  const records = await classRecordsOfTutor(deps.db, viewer.userId);
  const views = await viewsOf(deps, viewer, records);
  const students = await enrolmentsWithStudents(
    deps.db,
    records.map((record) => record.row.id),
  );
  const refunded = await refundedByEnrolment(
    deps.db,
    students.map((student) => student.enrolment.id),
  );
  return views.map((view) => {
    const mine = students.filter((student) => student.enrolment.classId === view.id);
    const enrolled = mine.filter((student) => student.enrolment.status === 'ENROLLED').length;
    const live = view.sessions.filter((session) => !session.cancelled);
    const earned = live
      .filter((session) => session.earned)
      .reduce((sum, session) => sum + session.share * enrolled, 0);
    const held = live.reduce((sum, session) => sum + session.share * enrolled, 0) - earned;
    return {
      class: view,
      enrolments: mine.map(({ enrolment, firstName, lastName }) => ({
        id: enrolment.id,
        studentPvid: enrolment.studentId,
        firstName,
        lastName,
        paid: enrolment.paidMinor,
        refunded: refunded.get(enrolment.id) ?? 0,
        status: enrolment.status,
        enrolledAt: enrolment.createdAt,
      })),
      earned,
      held,
    };
  });
}

/** getMyOnlineClasses: the student's seats, newest first. */
export async function myOnlineClasses(deps: Deps, viewer: Viewer): Promise<MyClassView[]> {
  const enrolments = await enrolmentsOfStudent(deps.db, viewer.userId);
  const views = await viewsOf(
    deps,
    viewer,
    await classRecords(
      deps.db,
      enrolments.map((enrolment) => enrolment.classId),
    ),
  );
  const refunded = await refundedByEnrolment(
    deps.db,
    enrolments.map((enrolment) => enrolment.id),
  );
  return enrolments.flatMap((enrolment) => {
    const view = views.find((candidate) => candidate.id === enrolment.classId);
    if (!view) return [];
    return [
      {
        enrolmentId: enrolment.id,
        status: enrolment.status,
        paid: enrolment.paidMinor,
        refunded: refunded.get(enrolment.id) ?? 0,
        enrolledAt: enrolment.createdAt,
        class: view,
      },
    ];
  });
}
