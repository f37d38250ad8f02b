import { ROLE_CODES, STUDY_ROOM_PRESENCE_TTL_SECONDS, type MessageKey } from '@ajar/domain';
import type { Viewer } from '../../kernel/viewer';
import type { StudyRoomRow } from './rooms.tables';

/** Presences seen since this instant count; older ones are browsers that died. */
export const presenceSince = (now: Date): Date =>
  new Date(now.getTime() - STUDY_ROOM_PRESENCE_TTL_SECONDS * 1000);

/** Students create study rooms. */
export const mayCreateRoom = (viewer: Viewer): boolean => viewer.roleCode === ROLE_CODES.student;

/** Why the viewer may not enter this room now (besides its capacity, checked under the room's lock); null: may. */
export function entryRefusal(viewer: Viewer, room: StudyRoomRow | undefined): MessageKey | null {
  if (!room || room.country !== viewer.country) return 'studyRoomNotFound';
  if (room.closedAt) return 'studyRoomClosed';
  return null;
}

/** Whether a room with `others` people besides the viewer has space for them. */
export const hasSpace = (room: StudyRoomRow, others: number): boolean => others < room.capacity;
