import { classroomWindowState, type MessageKey } from '@ajar/domain';
import type { ClassroomOccasion, ClassroomSeat } from '../../ports/classroom-occasions';

/** Why someone may not enter a room now; null: they may. */
export function entryRefusal(
  occasion: ClassroomOccasion,
  seat: ClassroomSeat,
  removed: boolean,
  now: Date,
): MessageKey | null {
  if (removed && seat.role !== 'TUTOR') return 'classroomRemoved';
  if (!occasion.live) return 'classroomEnded';
  const state = classroomWindowState(occasion.startsAt, occasion.endsAt, now);
  if (state === 'NOT_YET') return 'classroomNotOpenYet';
  if (state === 'ENDED') return 'classroomEnded';
  return null;
}

/** The tutor leads the room: only they mute or remove someone. */
export const mayModerate = (seat: ClassroomSeat): boolean => seat.role === 'TUTOR';

/** Seconds between a join and a leave (an open stay counts to `now`). */
export function staySeconds(joinedAt: Date, leftAt: Date | null, now: Date): number {
  return Math.max(0, Math.round(((leftAt ?? now).getTime() - joinedAt.getTime()) / 1000));
}
