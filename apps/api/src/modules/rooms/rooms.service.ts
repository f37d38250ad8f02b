import { STUDY_ROOMS_OPEN_PER_CREATOR_MAX, type CreateStudyRoom } from '@ajar/domain';
import type { Deps } from '../../deps';
import { admitUnderLimit, type PersonLimit } from '../../infra/rate-limit/person-limit';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { openClassroom } from '../classroom';
import { recordStaffAction } from '../audit';
import { entryRefusal, hasSpace, mayCreateRoom, presenceSince } from './rooms.policy';
import {
  closeRoom,
  deletePresence,
  findStudyRoom,
  insertStudyRoom,
  openRoomsOfCreator,
  othersPresent,
  setTimer,
  sweepPresence,
  touchPresence,
  upsertPresence,
} from './rooms.queries';
import { announce, roomNotFound, studyRoomFor } from './rooms-reads.service';
import type { StudyRoomView } from './rooms.shapes';

const OPEN_ROOMS_LIMIT: PersonLimit = {
  name: 'open-study-rooms',
  max: STUDY_ROOMS_OPEN_PER_CREATOR_MAX,
  windowMs: null,
  refusal: () => new DomainError('CONFLICT', 'studyRoomTooManyOpen'),
};

/** createStudyRoom: a student opens a room in their market (at most STUDY_ROOMS_OPEN_PER_CREATOR_MAX open). */
export async function createStudyRoom(
  deps: Deps,
  viewer: Viewer,
  input: CreateStudyRoom,
): Promise<StudyRoomView> {
  if (!mayCreateRoom(viewer)) throw new DomainError('FORBIDDEN', 'studyRoomStudentsOnly');
  const now = deps.clock.now();
  const room = await deps.db.transaction(async (tx) => {
    await admitUnderLimit(tx, OPEN_ROOMS_LIMIT, viewer.userId, now, () =>
      openRoomsOfCreator(tx, viewer.userId),
    );
    const row = await insertStudyRoom(tx, {
      country: viewer.country,
      creatorId: viewer.userId,
      name: input.name,
      topic: input.topic,
      mode: input.mode,
      capacity: input.capacity,
      createdAt: now,
    });
    await openClassroom(tx, { kind: 'STUDY_ROOM', refId: row.id, country: row.country });
    return row;
  });
  return studyRoomFor(deps, viewer, room.id);
}

/**
 * Enters the room, or keeps the viewer in it (the heartbeat): under the room's row lock, so concurrent entries
 * queue and the capacity holds. Returns whether the viewer was not in it before (someone new is present).
 */
async function stayIn(deps: Deps, viewer: Viewer, roomId: string): Promise<boolean> {
  const now = deps.clock.now();
  const since = presenceSince(now);
  return deps.db.transaction(async (tx) => {
    const room = await findStudyRoom(tx, roomId, { lock: true });
    const refusal = entryRefusal(viewer, room);
    if (refusal || !room)
      throw refusal === 'studyRoomClosed' ? new DomainError('CONFLICT', refusal) : roomNotFound();
    if (await touchPresence(tx, room.id, viewer.userId, now, since)) return false;
    if (!hasSpace(room, await othersPresent(tx, room.id, viewer.userId, since)))
      throw new DomainError('CONFLICT', 'studyRoomFull');
    await upsertPresence(tx, room.id, viewer.userId, now, since);
    return true;
  });
}

/** enterStudyRoom: the viewer is present in the room (until they leave or their heartbeat stops). */
export async function enterStudyRoom(deps: Deps, viewer: Viewer, roomId: string): Promise<StudyRoomView> {
  if (await stayIn(deps, viewer, roomId)) announce(deps, roomId, 'PRESENCE');
  return studyRoomFor(deps, viewer, roomId);
}

/**
 * studyRoomHeartbeat: the page says it is still open, every STUDY_ROOM_HEARTBEAT_SECONDS. It re-enters a viewer
 * whose presence expired (space allowing), and forgets presences long dead, telling the room when they go.
 */
export async function studyRoomHeartbeat(deps: Deps, viewer: Viewer, roomId: string): Promise<StudyRoomView> {
  const entered = await stayIn(deps, viewer, roomId);
  const swept = await sweepPresence(deps.db, roomId, presenceSince(deps.clock.now()));
  if (entered || swept) announce(deps, roomId, 'PRESENCE');
  return studyRoomFor(deps, viewer, roomId);
}

/** leaveStudyRoom: the viewer is no longer in the room. */
export async function leaveStudyRoom(deps: Deps, viewer: Viewer, roomId: string): Promise<StudyRoomView> {
  const room = await findStudyRoom(deps.db, roomId);
  if (!room) throw roomNotFound();
  if (await deletePresence(deps.db, room.id, viewer.userId)) announce(deps, room.id, 'PRESENCE');
  return studyRoomFor(deps, viewer, room.id);
}

/** Someone present in the open room, or refused. */
async function assertPresent(deps: Deps, viewer: Viewer, roomId: string) {
  const room = await findStudyRoom(deps.db, roomId);
  const refusal = entryRefusal(viewer, room);
  if (refusal || !room)
    throw refusal === 'studyRoomClosed' ? new DomainError('CONFLICT', refusal) : roomNotFound();
  const now = deps.clock.now();
  if (!(await touchPresence(deps.db, room.id, viewer.userId, now, presenceSince(now))))
    throw new DomainError('CONFLICT', 'studyRoomNotInRoom');
  return room;
}

/** startStudyRoomTimer: anyone in the room starts the shared timer now (restarting a running one). */
export async function startStudyRoomTimer(
  deps: Deps,
  viewer: Viewer,
  input: { roomId: string; focusMinutes: number; breakMinutes: number },
): Promise<StudyRoomView> {
  const room = await assertPresent(deps, viewer, input.roomId);
  await setTimer(deps.db, room.id, {
    startedAt: deps.clock.now(),
    focusMinutes: input.focusMinutes,
    breakMinutes: input.breakMinutes,
  });
  announce(deps, room.id, 'TIMER');
  return studyRoomFor(deps, viewer, room.id);
}

/** stopStudyRoomTimer: anyone in the room stops it. */
export async function stopStudyRoomTimer(deps: Deps, viewer: Viewer, roomId: string): Promise<StudyRoomView> {
  const room = await assertPresent(deps, viewer, roomId);
  await setTimer(deps.db, room.id, null);
  announce(deps, room.id, 'TIMER');
  return studyRoomFor(deps, viewer, room.id);
}

/** closeStudyRoom: the team's; everyone leaves it, no one enters it again. Audited. */
export async function closeStudyRoom(
  deps: Deps,
  staff: Viewer,
  input: { roomId: string; reason: string },
): Promise<StudyRoomView> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await findStudyRoom(tx, input.roomId, { lock: true });
    if (!before) throw roomNotFound();
    const closed = await closeRoom(tx, before.id, staff.userId, now);
    if (!closed) throw new DomainError('CONFLICT', 'studyRoomAlreadyClosed');
    await recordStaffAction(tx, {
      staffId: staff.userId,
      action: 'studyRoom.close',
      entityType: 'STUDY_ROOM',
      entityId: before.id,
      before: { name: before.name, closedAt: null },
      after: { name: closed.name, closedAt: now.toISOString() },
      reason: input.reason,
      at: now,
    });
  });
  announce(deps, input.roomId, 'CLOSED');
  return studyRoomFor(deps, null, input.roomId);
}
