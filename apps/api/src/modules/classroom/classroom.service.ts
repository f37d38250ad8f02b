import {
  CLASSROOM_CHAT_MAX_CHARS,
  CLASSROOM_SFU_FROM_DEFAULT,
  classroomMediaMode,
  classroomOpensAt,
  classroomPath,
  classroomWindowState,
  type ClassroomMediaMode,
  type ClassroomRoomKind,
  type CountryCode,
} from '@ajar/domain';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import type { ClassroomPeerEvent } from '../../infra/pubsub/realtime-events';
import type { ClassroomOccasion, ClassroomSeat } from '../../ports/classroom-occasions';
import { mayModerate } from './classroom.policy';
import {
  closeStay,
  ensureRoom,
  ensureRooms,
  findRoom,
  insertRemoval,
  isRemoved,
  openPeerIdsOf,
  lockRoom,
  openStay,
} from './classroom.queries';
import type { ClassroomRoomRow } from './classroom.tables';
import type { ClassroomView, ModerateInput, SendSignalInput } from './classroom.shapes';

export const notParticipant = (): DomainError => new DomainError('FORBIDDEN', 'classroomNotParticipant');
const notInRoom = (): DomainError => new DomainError('CONFLICT', 'classroomNotInRoom');

/**
 * Opens (or finds) the room of a kind's reference and returns its address, `/{country}/ajar-classes/join/{id}`:
 * booking calls it in the transaction that accepts a lesson and keeps it as the booking's classUrl.
 */
export async function openClassroom(
  executor: Executor,
  room: { kind: ClassroomRoomKind; refId: string; country: CountryCode },
): Promise<string> {
  return classroomPath(room.country, await ensureRoom(executor, room.kind, room.refId));
}

/**
 * The addresses of many references' rooms of one kind (made on first ask): reference id → join path. The group
 * classes area asks it for its sessions' rooms at creation and, lazily, when a participant reads the class.
 */
export async function openClassrooms(
  executor: Executor,
  kind: ClassroomRoomKind,
  country: CountryCode,
  refIds: readonly string[],
): Promise<Map<string, string>> {
  const rooms = await ensureRooms(executor, kind, refIds);
  return new Map([...rooms].map(([refId, roomId]) => [refId, classroomPath(country, roomId)]));
}

export interface Seated {
  readonly room: ClassroomRoomRow;
  readonly occasion: ClassroomOccasion;
  readonly seat: ClassroomSeat;
}

/** The room, what it is for and the viewer's seat in it; anyone else (and any unknown room) is refused alike. */
export async function seatOf(deps: Deps, viewer: Viewer, roomId: string): Promise<Seated> {
  const room = await findRoom(deps.db, roomId);
  const source = room ? deps.classroomOccasions[room.kind] : undefined;
  const occasion = room && source ? await source.occasionOf(deps.db, room.refId) : null;
  const seat = occasion?.seats.find((candidate) => candidate.userId === viewer.userId);
  if (!room || !occasion || !seat) throw notParticipant();
  return { room, occasion, seat };
}

/** getClassroom: the room for one of its participants, whenever they ask (the page says when it opens). */
export async function classroomOf(deps: Deps, viewer: Viewer, roomId: string): Promise<ClassroomView> {
  const { room, occasion, seat } = await seatOf(deps, viewer, roomId);
  return {
    roomId: room.id,
    kind: room.kind,
    title: occasion.title,
    startsAt: occasion.startsAt,
    endsAt: occasion.endsAt,
    opensAt: classroomOpensAt(occasion.startsAt),
    state: occasion.live
      ? classroomWindowState(occasion.startsAt, occasion.endsAt, deps.clock.now())
      : 'ENDED',
    removed: seat.role !== 'TUTOR' && (await isRemoved(deps.db, room.id, viewer.userId)),
    myRole: seat.role,
    seats: occasion.seats.map(({ userId, firstName, lastName, role }) => ({
      userId,
      firstName,
      lastName,
      role,
    })),
    iceServers: deps.config.iceServers,
    mediaMode: mediaModeOf(deps, occasion),
  };
}

/** A room's media mode: every participant's browser and every API process work it out alike, from its seats. */
export function mediaModeOf(deps: Deps, occasion: ClassroomOccasion): ClassroomMediaMode {
  const sfu = deps.sfu ? { from: deps.config.sfu?.from ?? CLASSROOM_SFU_FROM_DEFAULT } : null;
  return classroomMediaMode(occasion.seats.length, sfu);
}

export const peerEventOf = (seat: ClassroomSeat, peerId: string): ClassroomPeerEvent => ({
  peerId,
  userId: seat.userId,
  firstName: seat.firstName,
  lastName: seat.lastName,
  role: seat.role,
});

/** Puts one event on the room's channel (every API process's subscribers of this room, through Redis). */
export function publishSignal(
  deps: Deps,
  roomId: string,
  signal: {
    kind: string;
    from: ClassroomPeerEvent | null;
    to?: string | null;
    removedUserId?: string | null;
    payload?: string;
  },
): void {
  deps.pubsub.publish('classroomSignal', roomId, {
    roomId,
    kind: signal.kind,
    from: signal.from,
    to: signal.to ?? null,
    removedUserId: signal.removedUserId ?? null,
    payload: signal.payload ?? '',
    sentAt: deps.clock.now().toISOString(),
  });
}

/** The viewer's tab in the room: it must be in it now (joined, not left, not removed). */
async function presentSeat(deps: Deps, viewer: Viewer, roomId: string, peerId: string): Promise<Seated> {
  const seated = await seatOf(deps, viewer, roomId);
  const stay = await openStay(deps.db, seated.room.id, peerId);
  if (!stay || stay.userId !== viewer.userId) throw notInRoom();
  return seated;
}

/** sendClassroomSignal: negotiation for one peer, or a chat line, a stroke or a media state for the room. */
export async function sendSignal(deps: Deps, viewer: Viewer, input: SendSignalInput): Promise<void> {
  const { room, seat } = await presentSeat(deps, viewer, input.roomId, input.peerId);
  if (
    input.kind === 'CHAT' &&
    (input.payload.trim() === '' || input.payload.length > CLASSROOM_CHAT_MAX_CHARS)
  )
    throw new DomainError('BAD_USER_INPUT', 'classroomSignalTooLarge', {
      payload: 'classroomSignalTooLarge',
    });
  publishSignal(deps, room.id, {
    kind: input.kind,
    from: peerEventOf(seat, input.peerId),
    to: input.to ?? null,
    payload: input.payload,
  });
}

/**
 * muteClassroomPeer / removeClassroomPeer: the tutor's. A mute asks the peer's browser to stop its microphone;
 * a removal ends every tab of that person in the room and keeps them out of it.
 */
export async function moderate(
  deps: Deps,
  viewer: Viewer,
  input: ModerateInput,
  action: 'MUTE' | 'REMOVED',
): Promise<void> {
  const { room, seat, occasion } = await presentSeat(deps, viewer, input.roomId, input.peerId);
  if (!mayModerate(seat)) throw new DomainError('FORBIDDEN', 'classroomTutorOnly');
  const target = await openStay(deps.db, room.id, input.targetPeerId);
  if (!target) throw notInRoom();
  if (target.userId === viewer.userId) throw new DomainError('CONFLICT', 'classroomSignalInvalid');
  if (action === 'REMOVED')
    await deps.db.transaction(async (tx) => {
      await lockRoom(tx, room.id);
      await insertRemoval(tx, {
        roomId: room.id,
        userId: target.userId,
        removedById: viewer.userId,
        removedAt: deps.clock.now(),
      });
    });
  publishSignal(deps, room.id, {
    kind: action,
    from: peerEventOf(seat, input.peerId),
    to: action === 'MUTE' ? input.targetPeerId : null,
    removedUserId: action === 'REMOVED' ? target.userId : null,
    payload: JSON.stringify({ peerId: input.targetPeerId, userId: target.userId }),
  });
  if (action === 'REMOVED' && deps.sfu && mediaModeOf(deps, occasion) === 'SFU') {
    const peers = await openPeerIdsOf(deps.db, room.id, target.userId);
    // The removed tabs' subscriptions end and their browsers leave the SFU; withdrawing the pass and kicking
    // their connections is the second lock, so a failure here does not undo the removal.
    await deps.sfu.expel(room.id, target.userId, peers).catch(() => undefined);
  }
}

/** Ends a tab's stay (the Leave button; a closed tab ends its subscription, which does the same). */
export async function leaveRoom(deps: Deps, roomId: string, peer: ClassroomPeerEvent): Promise<void> {
  if (await closeStay(deps.db, roomId, peer.peerId, deps.clock.now()))
    publishSignal(deps, roomId, { kind: 'LEFT', from: peer });
}

/** leaveClassroom: the viewer's tab leaves the room now. */
export async function leaveClassroom(
  deps: Deps,
  viewer: Viewer,
  roomId: string,
  peerId: string,
): Promise<void> {
  const { room, seat } = await presentSeat(deps, viewer, roomId, peerId);
  await leaveRoom(deps, room.id, peerEventOf(seat, peerId));
}
