import type { ClassroomRoomKind } from '@ajar/domain';
import type { Deps } from '../../deps';
import type { Viewer } from '../../kernel/viewer';
import type { ClassroomOccasion } from '../../ports/classroom-occasions';
import { staySeconds } from './classroom.policy';
import { findRoomOf, staysOf } from './classroom.queries';
import { seatOf } from './classroom.service';
import type { AttendanceStayView, ClassroomAttendanceView } from './classroom.shapes';

/** Who joined the room when and for how long, and the sum per participant (those who never came at 0). */
async function attendanceReport(
  deps: Deps,
  roomId: string,
  occasion: ClassroomOccasion,
): Promise<ClassroomAttendanceView> {
  const now = deps.clock.now();
  const seatByUser = new Map(occasion.seats.map((seat) => [seat.userId, seat]));
  const stays: AttendanceStayView[] = (await staysOf(deps.db, roomId)).flatMap((stay) => {
    const seat = seatByUser.get(stay.userId);
    if (!seat) return [];
    return [
      {
        userId: seat.userId,
        firstName: seat.firstName,
        lastName: seat.lastName,
        role: seat.role,
        joinedAt: stay.joinedAt,
        leftAt: stay.leftAt,
        seconds: staySeconds(stay.joinedAt, stay.leftAt, now),
      },
    ];
  });
  const totals = occasion.seats.map((seat) => {
    const mine = stays.filter((stay) => stay.userId === seat.userId);
    return {
      userId: seat.userId,
      firstName: seat.firstName,
      lastName: seat.lastName,
      role: seat.role,
      seconds: mine.reduce((sum, stay) => sum + stay.seconds, 0),
      stays: mine.length,
      firstJoinedAt: mine[0]?.joinedAt ?? null,
    };
  });
  return { roomId, stays, totals };
}

/** getClassroomAttendance: for the room's participants only. */
export async function attendanceOfRoom(
  deps: Deps,
  viewer: Viewer,
  roomId: string,
): Promise<ClassroomAttendanceView> {
  const { room, occasion } = await seatOf(deps, viewer, roomId);
  return attendanceReport(deps, room.id, occasion);
}

/**
 * The attendance of a kind's reference (a booking's lesson) for the trust rules (disputes' evidence): null when
 * it has no room or is no lesson now. Asked by the server, not a viewer: the caller checks who may see it.
 */
export async function attendanceOf(
  deps: Deps,
  kind: ClassroomRoomKind,
  refId: string,
): Promise<ClassroomAttendanceView | null> {
  const room = await findRoomOf(deps.db, kind, refId);
  const occasion = room ? await deps.classroomOccasions[kind]?.occasionOf(deps.db, refId) : null;
  if (!room || !occasion) return null;
  return attendanceReport(deps, room.id, occasion);
}
