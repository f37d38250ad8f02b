import { CLASSROOM_SFU_MAX } from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { entryRefusal } from './classroom.policy';
import { isRemoved } from './classroom.queries';
import { mediaModeOf, seatOf } from './classroom.service';
import type { ClassroomMediaView } from './classroom.shapes';

/**
 * openClassroomMedia: how this participant's browser sends and receives media now. A mesh needs nothing more
 * than the room's channel; an SFU room is opened on the SFU (first caller) and the participant gets a pass
 * of their own, which a removal takes back. Whoever may not enter the room now gets no pass.
 */
export async function openClassroomMedia(
  deps: Deps,
  viewer: Viewer,
  roomId: string,
): Promise<ClassroomMediaView> {
  const { room, occasion, seat } = await seatOf(deps, viewer, roomId);
  const refusal = entryRefusal(
    occasion,
    seat,
    await isRemoved(deps.db, room.id, viewer.userId),
    deps.clock.now(),
  );
  if (refusal) throw new DomainError(refusal === 'classroomRemoved' ? 'FORBIDDEN' : 'CONFLICT', refusal);
  const mode = mediaModeOf(deps, occasion);
  if (mode === 'MESH' || !deps.sfu) return { mode: 'MESH', sfu: null };
  try {
    return { mode, sfu: await deps.sfu.admit(room.id, viewer.userId, CLASSROOM_SFU_MAX) };
  } catch {
    throw new DomainError('INTERNAL', 'classroomSfuUnavailable');
  }
}
