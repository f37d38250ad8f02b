import { DISPUTE_STATUSES, type DisputeStatus } from '@ajar/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { users } from '../account';
import { bookings } from '../booking';
import { disputesOfUser, disputesWithStatus, eventsOf, evidenceOf, findDispute } from './dispute.queries';
import { partyOf } from './dispute.policy';
import { toDisputeView, type DisputePersonView, type DisputeView } from './dispute.shapes';
import type { DisputeRow } from './dispute.tables';

const STAFF_QUEUE_MAX = 200;

async function peopleOf(executor: Executor, ids: readonly string[]): Promise<Map<string, DisputePersonView>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ userPvid: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.userPvid, row]));
}

async function lessonsOf(executor: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { startTime: Date; endTime: Date; subject: string }>();
  const rows = await executor
    .select({
      id: bookings.id,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      subject: bookings.subjectName,
    })
    .from(bookings)
    .where(inArray(bookings.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...lesson }) => [id, lesson]));
}

/** Views of disputes; the timeline and evidence only when `full` (one dispute's page). */
async function viewsOf(
  deps: Deps,
  rows: readonly DisputeRow[],
  viewerId: string,
  full: boolean,
): Promise<DisputeView[]> {
  const people = await peopleOf(
    deps.db,
    rows.flatMap((row) => [row.studentId, row.tutorId]),
  );
  const lessons = await lessonsOf(
    deps.db,
    rows.map((row) => row.bookingId),
  );
  const now = deps.clock.now();
  const nobody = { userPvid: '', firstName: '', lastName: '' };
  return Promise.all(
    rows.map(async (row) =>
      toDisputeView(
        row,
        {
          student: people.get(row.studentId) ?? nobody,
          tutor: people.get(row.tutorId) ?? nobody,
          lesson: lessons.get(row.bookingId) ?? {
            startTime: row.createdAt,
            endTime: row.createdAt,
            subject: '',
          },
          events: full ? await eventsOf(deps.db, row.id) : [],
          evidence: full ? await evidenceOf(deps.db, row.id) : [],
        },
        { party: partyOf(row, viewerId), now },
      ),
    ),
  );
}

/** dispute/home: the viewer's disputes as student or tutor. */
export async function myDisputes(deps: Deps, viewer: Viewer): Promise<DisputeView[]> {
  return viewsOf(deps, await disputesOfUser(deps.db, viewer.userId), viewer.userId, false);
}

/** One dispute, whole, for its parties and the team; anyone else is told it does not exist. */
export async function disputeFor(
  deps: Deps,
  viewer: Viewer,
  disputeId: string,
  isStaff: boolean,
): Promise<DisputeView> {
  const dispute = await findDispute(deps.db, disputeId);
  if (!dispute || (!isStaff && partyOf(dispute, viewer.userId) === null))
    throw new DomainError('NOT_FOUND', 'notFound');
  const [view] = await viewsOf(deps, [dispute], viewer.userId, true);
  if (!view) throw new Error('dispute: its view is missing');
  return view;
}

/** The team's queue, optionally of one status. */
export async function staffDisputes(
  deps: Deps,
  viewer: Viewer,
  status: DisputeStatus | null,
): Promise<DisputeView[]> {
  if (status !== null && !DISPUTE_STATUSES.includes(status)) return [];
  return viewsOf(deps, await disputesWithStatus(deps.db, status, STAFF_QUEUE_MAX), viewer.userId, false);
}
