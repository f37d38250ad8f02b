import type { CountryCode, StudyRoomTopic } from '@ajar/domain';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { openClassrooms } from '../classroom';
import { presenceSince } from './rooms.policy';
import { allOpenRooms, creatorsOf, findStudyRoom, openStudyRooms, presentPeople } from './rooms.queries';
import type { StudyRoomRow } from './rooms.tables';
import type { StudyRoomChange, StudyRoomView } from './rooms.shapes';

export const roomNotFound = (): DomainError => new DomainError('NOT_FOUND', 'studyRoomNotFound');

/** The classroom carrying these rooms' media (made on first ask): study room id → classroom room id. */
async function classroomsOf(executor: Executor, rooms: readonly StudyRoomRow[]) {
  const ids = new Map<string, string>();
  for (const country of new Set(rooms.map((room) => room.country))) {
    const group = rooms.filter((room) => room.country === country);
    const paths = await openClassrooms(
      executor,
      'STUDY_ROOM',
      country,
      group.map((room) => room.id),
    );
    for (const [refId, path] of paths)
      ids.set(refId, decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)));
  }
  return ids;
}

/** Rooms as a viewer (or a guest) sees them: who is in each now, the timer, the viewer's own place. */
export async function viewsOf(
  deps: Deps,
  viewer: Viewer | null,
  rooms: readonly StudyRoomRow[],
  options: { withClassroom?: boolean } = {},
): Promise<StudyRoomView[]> {
  const now = deps.clock.now();
  const ids = rooms.map((room) => room.id);
  const people = await presentPeople(deps.db, ids, presenceSince(now));
  const creators = new Map(
    (
      await creatorsOf(
        deps.db,
        rooms.map((room) => room.creatorId),
      )
    ).map((creator) => [creator.userId, creator.firstName]),
  );
  const classrooms =
    viewer && options.withClassroom ? await classroomsOf(deps.db, rooms) : new Map<string, string>();
  return rooms.map((room) => {
    const present = people
      .filter((person) => person.roomId === room.id)
      .map(({ userId, firstName, avatarUrl }) => ({ userId, firstName, avatarUrl }));
    return {
      id: room.id,
      country: room.country,
      name: room.name,
      topic: room.topic,
      mode: room.mode,
      capacity: room.capacity,
      createdAt: room.createdAt,
      closedAt: room.closedAt,
      creatorFirstName: creators.get(room.creatorId) ?? '',
      present,
      timer:
        room.timerStartedAt && room.timerFocusMinutes && room.timerBreakMinutes
          ? {
              startedAt: room.timerStartedAt,
              focusMinutes: room.timerFocusMinutes,
              breakMinutes: room.timerBreakMinutes,
            }
          : null,
      serverNow: now,
      viewerPresent: viewer !== null && present.some((person) => person.userId === viewer.userId),
      viewerIsCreator: viewer?.userId === room.creatorId,
      classroomRoomId: classrooms.get(room.id) ?? null,
    };
  });
}

/** studyRooms: a market's open rooms, of one topic or all. */
export async function listStudyRooms(
  deps: Deps,
  viewer: Viewer | null,
  country: CountryCode,
  topic: StudyRoomTopic | null,
): Promise<StudyRoomView[]> {
  return viewsOf(deps, viewer, await openStudyRooms(deps.db, country, topic));
}

/** studyRoom: one room (a closed one too: its page says it is closed). */
export async function studyRoomFor(
  deps: Deps,
  viewer: Viewer | null,
  roomId: string,
): Promise<StudyRoomView> {
  const room = await findStudyRoom(deps.db, roomId);
  if (!room) throw roomNotFound();
  const [view] = await viewsOf(deps, viewer, [room], { withClassroom: !room.closedAt });
  if (!view) throw roomNotFound();
  return view;
}

/** The console's list: every open room of one market, or of every market. */
export async function staffStudyRooms(deps: Deps, country: CountryCode | null): Promise<StudyRoomView[]> {
  return viewsOf(deps, null, await allOpenRooms(deps.db, country));
}

/** Tells the room's subscribers (in every API process, through Redis) that something changed. */
export function announce(deps: Deps, roomId: string, change: StudyRoomChange): void {
  deps.pubsub.publish('studyRoomChanged', roomId, {
    roomId,
    change,
    at: deps.clock.now().toISOString(),
  });
}
