import { Repeater } from '@repeaterjs/repeater';
import type { Deps } from '../../deps';
import { loginRequired } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { findStudyRoom } from './rooms.queries';
import { roomNotFound, studyRoomFor } from './rooms-reads.service';
import type { StudyRoomView } from './rooms.shapes';

/**
 * studyRoomChanged: the room as the viewer sees it, again after every change of its presence or timer, and
 * once more when it closes (the stream then ends). Events come through the pubsub, so a change made through
 * another API process arrives too (Redis).
 */
export async function studyRoomStream(
  deps: Deps,
  viewer: Viewer | null,
  roomId: string,
): Promise<AsyncIterable<StudyRoomView>> {
  if (!viewer) throw loginRequired();
  const room = await findStudyRoom(deps.db, roomId);
  if (!room || room.country !== viewer.country) throw roomNotFound();
  // The pubsub's stream attaches its listener on the first pull: pulling now, no change after this is missed.
  const source = deps.pubsub.subscribe('studyRoomChanged', room.id)[Symbol.asyncIterator]();
  const first = source.next();
  return new Repeater<StudyRoomView>(async (push, stop) => {
    const session = deps.sessionWatch.follow(viewer);
    void stop.then(() => source.return?.());
    void session.ended.then(() => stop());
    try {
      for (let next = await first; !next.done && session.live(); next = await source.next()) {
        if (next.value.roomId !== room.id) continue;
        await push(await studyRoomFor(deps, viewer, room.id));
        if (next.value.change === 'CLOSED') break;
      }
    } finally {
      session.release();
    }
    stop();
  });
}
