import { classroomCapacity } from '@ajar/domain';
import { Repeater } from '@repeaterjs/repeater';
import type { Deps } from '../../deps';
import { DomainError, loginRequired } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import type { ClassroomSignalEvent } from '../../infra/pubsub/realtime-events';
import { entryRefusal } from './classroom.policy';
import { insertStay, isRemoved, lockRoom, peerIdTaken, presentCount } from './classroom.queries';
import { leaveRoom, mediaModeOf, peerEventOf, publishSignal, seatOf } from './classroom.service';
import type { ClassroomSignalView } from './classroom.shapes';

/** Whether an event of the room's channel is for this tab: the room's own, not its own echo, and addressed to it. */
export function isForPeer(event: ClassroomSignalEvent, roomId: string, peerId: string): boolean {
  if (event.roomId !== roomId) return false;
  if (event.from?.peerId === peerId) return false;
  return event.to === null || event.to === peerId;
}

const viewOf = (event: ClassroomSignalEvent): ClassroomSignalView => ({
  roomId: event.roomId,
  kind: event.kind,
  from: event.from ? { ...event.from, role: event.from.role === 'TUTOR' ? 'TUTOR' : 'STUDENT' } : null,
  to: event.to,
  payload: event.payload,
  sentAt: new Date(event.sentAt),
});

/**
 * classroomSignals: subscribing is entering the room. Only a participant, inside the window, not removed, in a
 * room with space, gets in; the stay starts (attendance) and the room hears JOINED. The tab then receives what
 * the room says to everyone and what is addressed to it, from this room's topic only. The stream ends when the
 * tab unsubscribes or its socket closes (a closed tab), its session ends, or the tutor removes its user; the stay
 * then ends and the room hears LEFT.
 */
export async function classroomSignalStream(
  deps: Deps,
  viewer: Viewer | null,
  roomId: string,
  peerId: string,
): Promise<AsyncIterable<ClassroomSignalView>> {
  if (!viewer) throw loginRequired();
  const { room, occasion, seat } = await seatOf(deps, viewer, roomId);
  if (!isPvid(peerId)) throw new DomainError('BAD_USER_INPUT', 'classroomSignalInvalid');

  const me = peerEventOf(seat, peerId);
  // Listening before the checks, so neither an answer to the join nor a removal committed after them can be
  // missed: the pubsub's stream attaches its listener on the first pull, so the first pull starts now (later
  // events queue behind it).
  const source = deps.pubsub.subscribe('classroomSignal', room.id)[Symbol.asyncIterator]();
  const first = source.next();
  try {
    // Under the room's lock, so two tabs cannot both take its last place.
    await deps.db.transaction(async (tx) => {
      await lockRoom(tx, room.id);
      const refusal = entryRefusal(
        occasion,
        seat,
        await isRemoved(tx, room.id, viewer.userId),
        deps.clock.now(),
      );
      if (refusal) throw new DomainError(refusal === 'classroomRemoved' ? 'FORBIDDEN' : 'CONFLICT', refusal);
      if (await peerIdTaken(tx, room.id, peerId))
        throw new DomainError('BAD_USER_INPUT', 'classroomSignalInvalid');
      if ((await presentCount(tx, room.id)) >= classroomCapacity(mediaModeOf(deps, occasion)))
        throw new DomainError('CONFLICT', 'classroomFull');
      await insertStay(tx, { roomId: room.id, userId: viewer.userId, peerId, joinedAt: deps.clock.now() });
    });
  } catch (error) {
    await source.return?.();
    throw error;
  }
  publishSignal(deps, room.id, { kind: 'JOINED', from: me });

  return new Repeater<ClassroomSignalView>(async (push, stop) => {
    const session = deps.sessionWatch.follow(viewer);
    void stop.then(() => source.return?.());
    void session.ended.then(() => stop());
    try {
      for (let next = await first; !next.done && session.live(); next = await source.next()) {
        const event = next.value;
        const removed = event.kind === 'REMOVED' && event.removedUserId === viewer.userId;
        if (removed || isForPeer(event, room.id, peerId)) await push(viewOf(event));
        if (removed) break;
      }
    } finally {
      session.release();
      await leaveRoom(deps, room.id, me);
    }
    stop();
  });
}
