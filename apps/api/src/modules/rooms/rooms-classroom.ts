import type { Executor } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { ClassroomOccasionSource } from '../../ports/classroom-occasions';
import { presenceSince } from './rooms.policy';
import { findStudyRoom, presentPeople } from './rooms.queries';

/** A study room never ends by itself: its classroom's window runs a century from its creation. */
const CENTURY_MS = 100 * 365 * 24 * 60 * 60 * 1000;

/**
 * Who a study room's classroom is for: the people present in the study room now, each a STUDENT (no
 * one leads it). Its window opens at the room's creation and does not close; a closed room has no one entering.
 * The app hands this to the classroom area through Deps, for STUDY_ROOM rooms (the classroom never imports rooms).
 */
export function studyRoomClassroomOccasions(clock: Clock): ClassroomOccasionSource {
  return {
    async occasionOf(executor: Executor, roomId: string) {
      const room = await findStudyRoom(executor, roomId);
      if (!room) return null;
      const live = room.closedAt === null;
      const people = live ? await presentPeople(executor, [room.id], presenceSince(clock.now())) : [];
      return {
        seats: people.map(({ userId, firstName, lastName }) => ({
          userId,
          firstName,
          lastName,
          role: 'STUDENT' as const,
        })),
        startsAt: room.createdAt,
        endsAt: new Date(room.createdAt.getTime() + CENTURY_MS),
        country: room.country,
        title: room.name,
        live,
      };
    },
  };
}
